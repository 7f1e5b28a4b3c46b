import { Select } from 'antd';
import { listTemplates } from '@fcs/shared/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { REPORT_OBJECT_LABELS, type ReportObject } from '@fcs/shared/model/report-templates';
import { useReportsText } from '../../../i18n';

/** The most templates the select offers (the templates list pages through more). */
const SELECT_LIMIT = 100;

/** The report select (spec 3 §2): every active template by name, with its object. */
export function ReportSelect({ value, onChange }: { value?: string; onChange: (templateId: string) => void }) {
  const t = useReportsText();
  const { data, loading, error } = useAsync('report-templates', () => listTemplates({ limit: SELECT_LIMIT, offset: 0 }));
  return (
    <Select
      aria-label={t('report.label')}
      placeholder={error ? t('report.selectFailed') : t('report.choose')}
      status={error ? 'error' : undefined}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 240, maxWidth: '100%' }}
      value={data?.rows.some((row) => row.id === value) ? value : undefined}
      options={(data?.rows ?? []).map((row) => ({
        value: row.id,
        label: t('report.option', {
          name: row.name,
          object: t(`objects.${row.object}`, { defaultValue: REPORT_OBJECT_LABELS[row.object as ReportObject] ?? row.object }),
        }),
      }))}
      onChange={onChange}
    />
  );
}
