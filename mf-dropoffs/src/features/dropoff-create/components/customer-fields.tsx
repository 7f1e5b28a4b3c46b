import { Form, Input } from 'antd';
import { PhonePicker } from '@fcs/shared/ui/phone-input';
import type { DropoffDraft } from '../../../lib/dropoff-draft';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { ChosenCustomerField } from '@fcs/shared/ui/chosen-customer-field';
import { useDropoffsText } from '../../../i18n';

type Errors = Partial<Record<'customer_name' | 'customer_phone_number' | 'customer_id', string>>;

export interface CustomerFieldsProps {
  draft: DropoffDraft;
  errors: Errors;
  onChange: (patch: Partial<DropoffDraft>) => void;
  onSelectCustomer: () => void;
}

/** New Customer: name and phone; Existing Customer: Select Customer and the chosen one's FCS ID, Name and Phone Number. */
export function CustomerFields({ draft, errors, onChange, onSelectCustomer }: CustomerFieldsProps) {
  const t = useDropoffsText();
  if (draft.is_new_customer) {
    return (
      <>
        <Form.Item
          label={t('field.customerName')}
          htmlFor="customer-name"
          validateStatus={errors.customer_name ? 'error' : undefined}
          help={errors.customer_name}
        >
          <Input
            id="customer-name"
            value={draft.customer_name}
            onChange={(e) => onChange({ customer_name: e.target.value })}
            autoComplete="off"
            maxLength={TEXT_LIMITS.name}
            style={{ maxWidth: 360 }}
          />
        </Form.Item>
        <Form.Item
          label={t('field.customerPhone')}
          validateStatus={errors.customer_phone_number ? 'error' : undefined}
          help={errors.customer_phone_number}
        >
          <div style={{ maxWidth: 420 }}>
            <PhonePicker
              value={draft.customer_phone_number}
              onChange={(v) => onChange({ customer_phone_number: v })}
              status={errors.customer_phone_number ? 'error' : undefined}
            />
          </div>
        </Form.Item>
      </>
    );
  }
  const c = draft.customer;
  return <ChosenCustomerField customer={c} error={errors.customer_id} onSelect={onSelectCustomer} />;
}
