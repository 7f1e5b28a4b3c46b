import { Alert, Button, Form, Input } from 'antd';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
// Deep import: '@fcs/shared/ui' as a whole would pull the data table and photo viewer into this chunk.
import { PhonePicker, validatePhone } from '@fcs/shared/ui/phone-input';
import { appConfigAtom, verificationCodesUrl } from '../../app/app-config';
import { authActions } from '../auth/auth-service';
import { signInErrorMessage } from './sign-in-errors';
import { useMessageText } from '@fcs/runtime/i18n';
import { useShellText } from '../../i18n';

interface PendingCode {
  confirm: (code: string) => Promise<unknown>;
}

const CODE_LENGTH = 6;

/** Spec 1 §2.3: phone number (allowed countries, default us), invisible reCAPTCHA, 6-digit code. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const config = useAtomValue(appConfigAtom);
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<PendingCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codesUrl = config ? verificationCodesUrl(config) : null;
  const { t } = useShellText();
  const message = useMessageText();

  const send = async () => {
    const invalid = validatePhone(phone);
    setPhoneError(invalid);
    setError(null);
    if (invalid || !recaptchaRef.current) return;
    setBusy(true);
    try {
      setPending(await authActions.sendCode(phone, recaptchaRef.current));
      setCode('');
    } catch (e) {
      setError(signInErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!pending) return;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setError(t('signIn.error.missing-verification-code', { digits: CODE_LENGTH }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await pending.confirm(code);
      onSignedIn();
    } catch (e) {
      setError(signInErrorMessage(e, t));
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      {!pending ? (
        <>
          <Form.Item
            label={t('signIn.phone')}
            validateStatus={phoneError ? 'error' : undefined}
            help={phoneError ? message(phoneError) : undefined}
            required
          >
            <PhonePicker
              value={phone}
              onChange={(v) => {
                setPhone(v);
                if (phoneError) setPhoneError(null);
              }}
              status={phoneError ? 'error' : undefined}
              onPressEnter={() => void send()}
              autoFocus
              disabled={busy}
            />
          </Form.Item>
          <Button type="primary" block loading={busy} onClick={() => void send()}>
            {t('signIn.sendCode')}
          </Button>
        </>
      ) : (
        <>
          <p style={{ marginTop: 0 }}>{t('signIn.codeSent', { digits: CODE_LENGTH, phone })}</p>
          <Form.Item label={t('signIn.code')} required>
            <Input
              aria-label={t('signIn.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              onPressEnter={() => void verify()}
              autoFocus
              disabled={busy}
            />
          </Form.Item>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              onClick={() => {
                setPending(null);
                setError(null);
              }}
              disabled={busy}
            >
              {t('signIn.changeNumber')}
            </Button>
            <Button type="primary" style={{ flex: 1 }} loading={busy} onClick={() => void verify()}>
              {t('signIn.verify')}
            </Button>
          </div>
        </>
      )}
      {error && <Alert style={{ marginTop: 16 }} type="error" title={error} showIcon role="alert" />}
      {codesUrl && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          title={
            <span>
              {t('signIn.devCodes')}{' '}
              <a href={codesUrl} target="_blank" rel="noreferrer">
                {codesUrl}
              </a>
            </span>
          }
        />
      )}
      {/* The invisible reCAPTCHA renders here. */}
      <div ref={recaptchaRef} />
    </Form>
  );
}
