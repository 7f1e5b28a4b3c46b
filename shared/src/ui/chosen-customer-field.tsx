import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Form, theme } from 'antd';
import { useStaffText } from './staff-text';

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
 * the customer search. A plain bordered table (antd's Descriptions, ~20 KB gzipped, would be the
 * only one on most of these screens).
 */
export function ChosenCustomerField({ customer: c, error, onSelect, required, offerChange }: ChosenCustomerFieldProps) {
  const t = useStaffText();
  const { token } = theme.useToken();
  const cell = { padding: '8px 16px', border: `1px solid ${token.colorBorderSecondary}`, textAlign: 'start' as const };
  const rows: [key: string, label: string, value: string | null | undefined][] = c
    ? [
        ['fcs', t('customerField.fcsId'), c.fcs_id],
        ['name', t('customerField.name'), c.user_name],
        ['phone', t('customerField.phoneNumber'), c.phone_number],
      ]
    : [];
  return (
    <Form.Item
      label={t('customerField.customer')}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 16 }}
    >
      {c ? (
        <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: 420, marginBottom: 8 }}>
          <tbody>
            {rows.map(([key, label, value]) => (
              <tr key={key}>
                <th scope="row" style={{ ...cell, width: '40%', fontWeight: 'normal', background: token.colorFillAlter }}>
                  {label}
                </th>
                <td style={{ ...cell, overflowWrap: 'anywhere' }}>{value ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {onSelect ? (
        <Button icon={<UserOutlined />} onClick={onSelect} danger={Boolean(error)}>
          {c && offerChange ? t('customerField.change') : t('customerField.select')}
        </Button>
      ) : null}
    </Form.Item>
  );
}
