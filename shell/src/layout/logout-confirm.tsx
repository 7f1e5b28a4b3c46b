import { MSG } from '@fcs/shared/model/messages';
import { Modal } from 'antd';
import { useState } from 'react';
import { authActions } from '../features/auth/auth-service';
import { reloadAt } from './reload-at';
import { useShellText } from '../i18n';
import { messageText } from '@fcs/runtime/i18n';

/**
 * Logout asks "Logout your account ?", then signs out and reloads at / (spec 1 §2.2). A plain Modal
 * rather than Modal.confirm: confirm renders the title twice (one hidden copy for screen readers),
 * so the question would not be one element on the page.
 */
export function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const { t } = useShellText();
  return (
    <Modal
      open={open}
      title={messageText(MSG.logoutConfirm)}
      okText={t('account.logout')}
      cancelText={t('action.cancel')}
      width={380}
      confirmLoading={busy}
      onOk={async () => {
        setBusy(true);
        try {
          await authActions.signOut();
        } finally {
          reloadAt('/');
        }
      }}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
    />
  );
}
