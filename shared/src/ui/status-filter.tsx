import { Select } from 'antd';

export interface StatusFilterProps {
  /** ACTIVES, ALL and the statuses, in the spec's order and words. */
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
}

/** The status multi-select of a staff list (ACTIVES and ALL select their members). */
export function StatusFilter({ options, value, onChange }: StatusFilterProps) {
  return (
    <Select
      mode="multiple"
      aria-label="Status"
      placeholder="Status"
      value={value}
      onChange={onChange}
      options={options.map((s) => ({ value: s, label: s }))}
      style={{ minWidth: 240, maxWidth: '100%', flex: '1 1 240px' }}
      maxTagCount="responsive"
      allowClear
    />
  );
}
