import { Select } from 'antd';
import { useTemplateOptions } from '../hooks/use-template-options';
import { useReportsText } from '../../../i18n';

/** The report select (spec 3 §2): every active template by name, with its object; typing searches them all. */
export function ReportSelect({ value, onChange }: { value?: string; onChange: (templateId: string) => void }) {
  const t = useReportsText();
  const { options, known, loading, error, onSearch } = useTemplateOptions(value);
  return (
    <Select
      aria-label={t('report.label')}
      placeholder={error ? t('report.selectFailed') : t('report.choose')}
      status={error ? 'error' : undefined}
      loading={loading}
      showSearch={{ filterOption: false, onSearch }}
      style={{ minWidth: 240, maxWidth: '100%' }}
      value={known ? value : undefined}
      options={options}
      onChange={onChange}
    />
  );
}
