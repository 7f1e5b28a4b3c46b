import { UserOutlined } from '@ant-design/icons';
import { Button, Descriptions, Form } from 'antd';

/** What the field shows of the chosen customer (a customer search's pick). */
export interface ChosenCustomer {
  fcs_id?: string | null;
  user_name?: string | null;
  phone_number?: string | null;
}

export interface ChosenCustomerFieldProps {
  customer: ChosenCustomer | null | undefined;
  /** The field's red message (e.g. no customer chosen). */
  error?: string;
  /** Opens the customer search; without it the customer is fixed and there is no button. */
  onSelect?: () => void;
  required?: boolean;
  /** Once chosen, the button says Change Customer instead of Select Customer. */
  offerChange?: boolean;
}

/**
 * The Customer field of the staff forms that act for a customer (create pickup, new drop-off,
 * create invoice): the chosen customer's FCS ID, Name and Phone Number, and the button that opens
 * the customer search.
 */
export function ChosenCustomerField({ customer: c, error, onSelect, required, offerChange }: ChosenCustomerFieldProps) {
  return (
    <Form.Item label="Customer" required={required} validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 16 }}>
      {c ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          style={{ maxWidth: 420, marginBottom: 8 }}
          items={[
            { key: 'fcs', label: 'FCS ID', children: c.fcs_id ?? '-' },
            { key: 'name', label: 'Name', children: c.user_name ?? '-' },
            { key: 'phone', label: 'Phone Number', children: c.phone_number ?? '-' },
          ]}
        />
      ) : null}
      {onSelect ? (
        <Button icon={<UserOutlined />} onClick={onSelect} danger={Boolean(error)}>
          {c && offerChange ? 'Change Customer' : 'Select Customer'}
        </Button>
      ) : null}
    </Form.Item>
  );
}
