import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useUiText } from './ui-text';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. `Delete this delivery address "Alice Carter"?` */
  question: ReactNode;
  /** The button that does it, e.g. Delete or Make default. */
  okText: string;
  cancelText?: string;
  /** A red button for what cannot be undone. */
  danger?: boolean;
  /** While the call runs: the button spins and the dialog stays. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question with Cancel and one action. A plain Modal whose title is the question (as the shell's
 * logout): Modal.confirm renders the title twice, so the question would not be one element.
 */
export function ConfirmDialog({ open, question, okText, cancelText, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useUiText();
  return (
    <Modal
      open={open}
      title={question}
      okText={okText}
      cancelText={cancelText ?? t('action.cancel')}
      okButtonProps={{ danger }}
      confirmLoading={busy}
      width={420}
      destroyOnHidden
      onOk={onConfirm}
      onCancel={busy ? undefined : onCancel}
      mask={{ closable: !busy }}
    />
  );
}
