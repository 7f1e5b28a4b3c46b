import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { downloadPackagesCsv, toFailure, type DownloadProgress } from '@fcs/shared/client';
import { PACKAGE_CSV_FIELDS, PACKAGE_CSV_HEADERS, PACKAGE_MSG } from '@fcs/shared/model/packages';
import type { Filter } from '@fcs/shared/model/report';
import { useNotify } from '@fcs/shared/session';
import { ConfirmDialog } from '@fcs/shared/ui/confirm-dialog';

/** Saves a Blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The CSV download of the list as filtered (spec 1 §2.5, §5, §7): "Download data?", then POST
 * /api/download/packages, saved as packages_report.csv; the rows and bytes received show while it
 * streams, and Cancel stops it.
 */
export function PackageDownload({ filters, sorts }: { filters: Filter[]; sorts: string[] }) {
  const [asking, setAsking] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const notify = useNotify();

  const run = async () => {
    setAsking(false);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ bytes: 0, rows: 0, estimate: null });
    try {
      const { blob, fileName, rows } = await downloadPackagesCsv(
        {
          fields: [...PACKAGE_CSV_FIELDS],
          headers: PACKAGE_CSV_FIELDS.map((f) => PACKAGE_CSV_HEADERS[f]),
          sorts: sorts.slice(0, 1),
          filters,
          download_file_type: 'CSV',
        },
        setProgress,
        controller.signal,
      );
      saveBlob(blob, fileName);
      notify.success(`${rows.toLocaleString('en-US')} package${rows === 1 ? '' : 's'} downloaded`);
    } catch (e) {
      if (!controller.signal.aborted) notify.error(toFailure(e).message);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const percent = progress?.estimate ? Math.min(100, Math.floor((progress.rows / progress.estimate) * 100)) : undefined;
  return (
    <>
      {progress ? (
        <Space role="status" aria-live="polite" wrap>
          {percent !== undefined ? <Progress type="circle" size={28} percent={percent} aria-label="Download progress" /> : null}
          <span>
            Downloading: {progress.rows.toLocaleString('en-US')}
            {progress.estimate ? ` of ${progress.estimate.toLocaleString('en-US')}` : ''} rows ({kb(progress.bytes)})
          </span>
          <Button size="small" onClick={() => abort.current?.abort()}>
            Cancel
          </Button>
        </Space>
      ) : (
        <Button icon={<DownloadOutlined />} onClick={() => setAsking(true)}>
          Download
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        question={PACKAGE_MSG.downloadConfirm}
        okText="Download"
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
