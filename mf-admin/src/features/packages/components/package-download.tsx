import { downloadPackagesCsv } from '@fcs/runtime/client';
import { PACKAGE_CSV_FIELDS, PACKAGE_CSV_HEADERS, PACKAGE_MSG } from '@fcs/shared/model/packages';
import type { Filter } from '@fcs/shared/model/report';
import { CsvDownloadButton } from '@fcs/shared/ui/csv-download-button';
import { useMessageText } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

/**
 * The CSV download of the list as filtered (spec 1 §2.5, §5, §7): "Download data?", then POST
 * /api/download/packages, saved as packages_report.csv; the rows and bytes received show while it
 * streams, and Cancel stops it.
 */
export function PackageDownload({ filters, sorts }: { filters: Filter[]; sorts: string[] }) {
  const t = useAdminText();
  const message = useMessageText();
  return (
    <CsvDownloadButton
      question={message(PACKAGE_MSG.downloadConfirm)}
      noun={[t('packages.row'), t('packages.rows')]}
      download={(onProgress, signal) =>
        downloadPackagesCsv(
          {
            fields: [...PACKAGE_CSV_FIELDS],
            headers: PACKAGE_CSV_FIELDS.map((f) => PACKAGE_CSV_HEADERS[f]),
            sorts: sorts.slice(0, 1),
            filters,
            download_file_type: 'CSV',
          },
          onProgress,
          signal,
        )
      }
    />
  );
}
