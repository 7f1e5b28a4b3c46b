import { Modal } from 'antd';
import { SignInForm } from './sign-in-form';
import { useShellText } from '../../i18n';

export function SignInModal({ open, onClose, onSignedIn }: { open: boolean; onClose: () => void; onSignedIn: () => void }) {
  const { t } = useShellText();
  return (
    <Modal title={t('account.login')} open={open} onCancel={onClose} footer={null} destroyOnHidden width={460}>
      <SignInForm onSignedIn={onSignedIn} />
    </Modal>
  );
}
