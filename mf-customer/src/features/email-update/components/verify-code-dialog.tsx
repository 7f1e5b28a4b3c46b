import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { EMAIL_CODE_DIGITS, EMAIL_CODE_TTL_MINUTES } from '@fcs/shared/model/profile';
import { devOutboxUrl } from '../../../api/profile';
import { useMessageText } from '@fcs/runtime/i18n';
import { useCustomerText } from '../../../i18n';

export const CODE_FORMAT_MSG = `Enter the ${EMAIL_CODE_DIGITS}-digit code from the email`;
// The same words, from the customer catalogue, in the reader's language.

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
  const { t } = useCustomerText();
  const serverMessage = useMessageText();
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
      setFormatError(t('email.codeFormat', { digits: EMAIL_CODE_DIGITS }));
      return;
    }
    setFormatError(null);
    onVerify(digits);
  };
  const message = formatError ?? (error && serverMessage(error));

  return (
    <Modal
      open={open}
      title={t('email.enterCode')}
      okText={t('email.verify')}
      cancelText={t('action.cancel')}
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
        {t('email.sent', { digits: EMAIL_CODE_DIGITS })} <strong>{email}</strong>.{' '}
        {t('email.worksFor', { minutes: EMAIL_CODE_TTL_MINUTES })}
      </p>
      <Form layout="vertical" component={false}>
        <Form.Item label={t('email.code')} htmlFor={`${id}-code`} validateStatus={message ? 'error' : undefined} help={message}>
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
          title={t('email.devTitle')}
          description={
            <>
              {t('email.devOutbox')}{' '}
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
