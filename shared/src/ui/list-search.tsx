import { Input } from 'antd';
import { TEXT_LIMITS } from '../model/limits';

export interface ListSearchProps {
  /** The search that is applied (from the URL). */
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
}

/** A list's search box: Enter or the search icon runs it, the clear icon resets it. Re-mounted when the applied search changes (back/forward). */
export function ListSearch({ value, placeholder, onSearch }: ListSearchProps) {
  return (
    <Input.Search
      key={value}
      defaultValue={value}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      enterButton
      maxLength={TEXT_LIMITS.search}
      onSearch={(text) => onSearch(text.trim())}
      style={{ maxWidth: 360 }}
    />
  );
}
