import { Input } from 'antd';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { useCustomerText } from '../../../i18n';

export interface PackageSearchProps {
  /** The search that is applied (from the URL). */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The tracking-number search: Enter or the search icon runs it, the clear icon resets it
 * (spec 1 §2.6). Re-mounted when the applied search changes, e.g. on back/forward.
 */
export function PackageSearch({ value, onSearch }: PackageSearchProps) {
  const { t } = useCustomerText();
  return (
    <Input.Search
      key={value}
      defaultValue={value}
      placeholder={t('packages.search')}
      aria-label={t('packages.search')}
      allowClear
      enterButton
      maxLength={TEXT_LIMITS.search}
      onSearch={(text) => onSearch(text)}
      style={{ maxWidth: 360 }}
    />
  );
}
