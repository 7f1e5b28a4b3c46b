import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import type { CsvFile, DownloadProgress } from '@fcs/runtime/client/csv-download';
import { toFailure } from '@fcs/runtime/client/failure';
import { formatCount } from '../model/format';
import { useNotify } from '@fcs/runtime/session';
import { ConfirmDialog } from './confirm-dialog';
import { useStaffText } from './staff-text';

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

export interface CsvDownloadButtonProps {
  /** The question asked first ("Download data?"). */
  question: string;
  /** What a row is, singular and plural, for the message at the end ("package", "packages"). */
  noun: readonly [string, string];
  /** Runs the download (a streamed POST /api/download/...), telling the progress; Cancel aborts `signal`. */
  download: (onProgress: (p: DownloadProgress) => void, signal: AbortSignal) => Promise<CsvFile>;
  disabled?: boolean;
}

/**
 * A CSV download of a list as filtered: the question, then the streamed download with the rows and
 * bytes received so far (and a percentage when the api says how many rows come), Cancel, and the
 * file saved at the end with the number of rows in the snackbar.
 */
export function CsvDownloadButton({ question, noun, download, disabled }: CsvDownloadButtonProps) {
  const [asking, setAsking] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const notify = useNotify();
  const t = useStaffText();

  const run = async () => {
    setAsking(false);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ bytes: 0, rows: 0, estimate: null });
    try {
      const { blob, fileName, rows } = await download(setProgress, controller.signal);
      saveBlob(blob, fileName);
      notify.success(t('download.done', { rows: formatCount(rows), noun: rows === 1 ? noun[0] : noun[1] }));
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
          {percent !== undefined ? <Progress type="circle" size={28} percent={percent} aria-label={t('download.progress')} /> : null}
          <span>
            {progress.estimate
              ? t('download.rowsOf', {
                  rows: formatCount(progress.rows),
                  estimate: formatCount(progress.estimate),
                  size: kb(progress.bytes),
                })
              : t('download.rows', { rows: formatCount(progress.rows), size: kb(progress.bytes) })}
          </span>
          <Button size="small" onClick={() => abort.current?.abort()}>
            {t('action.cancel')}
          </Button>
        </Space>
      ) : (
        <Button icon={<DownloadOutlined />} disabled={disabled} onClick={() => setAsking(true)}>
          {t('download.download')}
        </Button>
      )}
      <ConfirmDialog open={asking} question={question} okText={t('download.download')} onConfirm={run} onCancel={() => setAsking(false)} />
    </>
  );
}
