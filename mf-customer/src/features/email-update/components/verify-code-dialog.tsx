import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { EMAIL_CODE_DIGITS, EMAIL_CODE_TTL_MINUTES } from '@fcs/shared/model/profile';
import { devOutboxUrl } from '../../../api/profile';

export const CODE_FORMAT_MSG = `Enter the ${EMAIL_CODE_DIGITS}-digit code from the email`;

export interface VerifyCodeDialogProps {
  open: boolean;
  email: string;
  busy: boolean;
  /** The server's answer to the last wrong code; the dialog stays open with it. */
  error: string | null;
  onVerify: (code: string) => void;
  onCancel: () => void;
}

/** "Enter Verification Code" (spec 2 §2) with Cancel and Verify. */
export function VerifyCodeDialog({ open, email, busy, error, onVerify, onCancel }: VerifyCodeDialogProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [outbox, setOutbox] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void devOutboxUrl().then((url) => live && setOutbox(url));
    return () => {
      live = false;
    };
  }, [open]);

  const verify = () => {
    const digits = code.trim();
    if (!new RegExp(`^\\d{${EMAIL_CODE_DIGITS}}$`).test(digits)) {
      setFormatError(CODE_FORMAT_MSG);
      return;
    }
    setFormatError(null);
    onVerify(digits);
  };
  const message = formatError ?? error;

  return (
    <Modal
      open={open}
      title="Enter Verification Code"
      okText="Verify"
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={verify}
      onCancel={onCancel}
      destroyOnHidden
      afterClose={() => {
        setCode('');
        setFormatError(null);
      }}
      width={440}
    >
      <p style={{ marginTop: 0 }}>
        We sent a {EMAIL_CODE_DIGITS}-digit code to <strong>{email}</strong>. It works for {EMAIL_CODE_TTL_MINUTES} minutes.
      </p>
      <Form layout="vertical" component={false}>
        <Form.Item label="Verification code" htmlFor={`${id}-code`} validateStatus={message ? 'error' : undefined} help={message}>
          <Input
            id={`${id}-code`}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={EMAIL_CODE_DIGITS}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            onPressEnter={verify}
            autoFocus
          />
        </Form.Item>
      </Form>
      {outbox ? (
        <Alert
          type="info"
          showIcon
          title="Development: no email leaves this machine."
          description={
            <>
              Read the code in the api&apos;s outbox:{' '}
              <a href={outbox} target="_blank" rel="noreferrer">
                {outbox}
              </a>
            </>
          }
        />
      ) : null}
    </Modal>
  );
}
