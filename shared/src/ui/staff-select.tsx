import { Select } from 'antd';
import type { Staff } from '../model/entities';
import { useUiText } from './ui-text';

export interface StaffSelectProps {
  id?: string;
  /** The field's name: Received By on a drop-off, Staff on a pickup. */
  label: string;
  value: string;
  onChange: (id: string) => void;
  staff: readonly Staff[] | null;
  loading?: boolean;
  status?: 'error';
  disabled?: boolean;
}

/** A staff choice (Received By, spec 3 §2; Staff, spec 2 §2): first Select Staff (no choice), then every staff member. */
export function StaffSelect({ id, label, value, onChange, staff, loading, status, disabled }: StaffSelectProps) {
  const { t } = useUiText();
  const options = [{ value: '', label: t('staffSelect.none') }, ...(staff ?? []).map((s) => ({ value: s.id, label: s.user_name }))];
  // A staff member no longer listed (e.g. no longer an employee) still shows by id rather than blank.
  if (value && staff && !staff.some((s) => s.id === value)) options.push({ value, label: value });
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={options}
      loading={loading}
      status={status}
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%', maxWidth: 360 }}
    />
  );
}
