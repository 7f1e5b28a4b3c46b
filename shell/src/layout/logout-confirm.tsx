import { MSG } from '@fcs/shared/contract';
import { Modal } from 'antd';
import { useEffect } from 'react';
import { authActions } from '../features/auth/auth-service';
import { reloadAt } from './reload-at';

/** Logout asks "Logout your account ?", then signs out and reloads at / (spec 1 §2.2). */
export function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const [modal, contextHolder] = Modal.useModal();
  useEffect(() => {
    const dialog = modal.confirm({
      title: MSG.logoutConfirm,
      okText: 'Logout',
      cancelText: 'Cancel',
      onOk: async () => {
        await authActions.signOut();
        reloadAt('/');
      },
      afterClose: onClose,
    });
    return () => dialog.destroy();
  }, [modal, onClose]);
  return contextHolder;
}
