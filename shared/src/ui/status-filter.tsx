import { Select } from 'antd';
import { useUiText } from './ui-text';

export interface StatusFilterProps {
  /** ACTIVES, ALL and the statuses, in the spec's order and words. */
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
}

/** The status multi-select of a staff list (ACTIVES and ALL select their members). */
export function StatusFilter({ options, value, onChange }: StatusFilterProps) {
  const { t } = useUiText();
  return (
    <Select
      mode="multiple"
      aria-label={t('column.status')}
      placeholder={t('column.status')}
      value={value}
      onChange={onChange}
      options={options.map((s) => ({ value: s, label: t(`status.${s}`, { defaultValue: s }) }))}
      style={{ minWidth: 240, maxWidth: '100%', flex: '1 1 240px' }}
      maxTagCount="responsive"
      allowClear
    />
  );
}
