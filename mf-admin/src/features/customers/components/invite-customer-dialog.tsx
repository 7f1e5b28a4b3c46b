import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { inviteCustomer } from '@fcs/runtime/client';
import { customerFormErrors, inviteSchema } from '@fcs/shared/contract/users';
import { CUSTOMER_MSG } from '@fcs/shared/model/users';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { useSubmit } from '@fcs/runtime/session';
import { PhonePicker } from '@fcs/shared/ui/phone-input';
import { useMessageTexts } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

/** The Invite Customer dialog (spec 2 §2): name and phone (allowed countries); POST /invites. */
export function InviteCustomerDialog({ open, onClose }: { open: boolean; onClose: (invited: boolean) => void }) {
  const [draft, setDraft] = useState({ user_name: '', phone_number: '' });
  const [tried, setTried] = useState(false);
  const { submit, busy } = useSubmit({ success: CUSTOMER_MSG.invited });
  const t = useAdminText();
  const messages = useMessageTexts();
  const errors = tried ? messages(customerFormErrors(inviteSchema, draft)) : {};

  const close = (invited: boolean) => {
    setDraft({ user_name: '', phone_number: '' });
    setTried(false);
    onClose(invited);
  };
  const save = async () => {
    setTried(true);
    if (Object.keys(customerFormErrors(inviteSchema, draft)).length) return;
    if (await submit(() => inviteCustomer(draft))) close(true);
  };

  return (
    <Modal
      open={open}
      title={t('customers.invite')}
      okText={t('customers.inviteOk')}
      onOk={save}
      onCancel={() => close(false)}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('customers.columns.name')} validateStatus={errors.user_name ? 'error' : undefined} help={errors.user_name}>
          <Input
            aria-label={t('customers.columns.name')}
            value={draft.user_name}
            maxLength={TEXT_LIMITS.name}
            onChange={(e) => setDraft({ ...draft, user_name: e.target.value })}
            autoFocus
          />
        </Form.Item>
        <Form.Item
          label={t('customers.columns.phone')}
          validateStatus={errors.phone_number ? 'error' : undefined}
          help={errors.phone_number}
        >
          <PhonePicker
            value={draft.phone_number}
            onChange={(phone_number) => setDraft({ ...draft, phone_number })}
            status={errors.phone_number ? 'error' : undefined}
            onPressEnter={save}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
