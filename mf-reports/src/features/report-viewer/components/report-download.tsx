import { downloadReportCsv } from '@fcs/runtime/client';
import type { ReportTemplate, TemplateField } from '@fcs/shared/model/entities';
import type { Filter } from '@fcs/shared/model/report';
import type { ReportObject } from '@fcs/shared/model/report-templates';
import { CsvDownloadButton } from '@fcs/shared/ui/csv-download-button';
import { useReportsText } from '../../../i18n';

/**
 * The CSV of exactly the rows the report selects (its filters, in its order; every page, not only
 * the one shown), the shown columns titled by their display names: POST /api/download/{object},
 * streamed with its progress.
 */
export function ReportDownload({
  template,
  columns,
  filters,
  sorts,
}: {
  template: ReportTemplate;
  columns: readonly TemplateField[];
  filters: Filter[];
  sorts: string[];
}) {
  const t = useReportsText();
  return (
    <CsvDownloadButton
      question={t('report.downloadQuestion')}
      noun={[t('report.row'), t('report.rows')]}
      disabled={columns.length === 0}
      download={(onProgress, signal) =>
        downloadReportCsv(
          template.object as ReportObject,
          {
            fields: columns.map((c) => c.field_name),
            headers: columns.map((c) => c.display_name),
            sorts,
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
