import { Select } from 'antd';

/** The options of spec 3 §4, in its order and words. */
export const STATUS_OPTIONS = ['ACTIVES', 'ALL', 'received', 'completed', 'canceled'] as const;

export interface StatusFilterProps {
  value: string[];
  onChange: (next: string[]) => void;
}

/** The status multi-select of the staff list (ACTIVES and ALL select their members). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <Select
      mode="multiple"
      aria-label="Status"
      placeholder="Status"
      value={value}
      onChange={onChange}
      options={STATUS_OPTIONS.map((s) => ({ value: s, label: s }))}
      style={{ minWidth: 240, maxWidth: '100%', flex: '1 1 240px' }}
      maxTagCount="responsive"
      allowClear
    />
  );
}
