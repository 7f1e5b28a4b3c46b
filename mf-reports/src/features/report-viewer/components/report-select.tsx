import { Select } from 'antd';
import { listTemplates } from '@fcs/shared/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { REPORT_OBJECT_LABELS, type ReportObject } from '@fcs/shared/model/report-templates';

/** The most templates the select offers (the templates list pages through more). */
const SELECT_LIMIT = 100;

/** The report select (spec 3 §2): every active template by name, with its object. */
export function ReportSelect({ value, onChange }: { value?: string; onChange: (templateId: string) => void }) {
  const { data, loading, error } = useAsync('report-templates', () => listTemplates({ limit: SELECT_LIMIT, offset: 0 }));
  return (
    <Select
      aria-label="Report"
      placeholder={error ? 'The reports could not be loaded' : 'Choose a report'}
      status={error ? 'error' : undefined}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 240, maxWidth: '100%' }}
      value={data?.rows.some((t) => t.id === value) ? value : undefined}
      options={(data?.rows ?? []).map((t) => ({
        value: t.id,
        label: `${t.name} (${REPORT_OBJECT_LABELS[t.object as ReportObject] ?? t.object})`,
      }))}
      onChange={onChange}
    />
  );
}
