import { Modal } from 'antd';
import { SignInForm } from './sign-in-form';

export function SignInModal({ open, onClose, onSignedIn }: { open: boolean; onClose: () => void; onSignedIn: () => void }) {
  return (
    <Modal title="Login" open={open} onCancel={onClose} footer={null} destroyOnHidden width={460}>
      <SignInForm onSignedIn={onSignedIn} />
    </Modal>
  );
}
