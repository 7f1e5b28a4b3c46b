import { Button, Form, Input, Skeleton } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { getMe } from '@fcs/runtime/client';
import { EMAIL_VERIFIED } from '@fcs/shared/model/profile';
import { MSG } from '@fcs/shared/model/messages';
import { ROUTES } from '@fcs/shared/model/routes';
import { emailUpdateSchema } from '@fcs/shared/contract/profile';
import { useSession, useSubmit } from '@fcs/runtime/session';
import { updateEmail, verifyEmail } from '../../../api/profile';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { VerifyCodeDialog } from './verify-code-dialog';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { useMessageText } from '@fcs/runtime/i18n';
import { useCustomerText } from '../../../i18n';

/** The e-mail's message, or null when it can be sent. */
export function emailError(email: string): string | null {
  const result = emailUpdateSchema.shape.email.safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function EmailForm({ current }: { current: string }) {
  const { cid } = useSession();
  const id = useId();
  const { t } = useCustomerText();
  const message = useMessageText();
  const [email, setEmail] = useState(current);
  const [tried, setTried] = useState(false);
  const [dialog, setDialog] = useState<{ email: string } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const { busy, submit: send, goBack } = useSubmit({ success: MSG.updatedEmail, fallback: ROUTES.profile.path });
  // A wrong code changes nothing: the dialog stays with the server's words.
  const { busy: verifying, submit: confirm } = useSubmit({ success: MSG.updatedVerificationEmail, onError: setCodeError });
  const error = tried ? emailError(email) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (emailError(email)) return;
    const result = await send(() => updateEmail({ id: cid ?? '', email: email.trim() }));
    if (!result) return;
    // Already the verified address: nothing to confirm, the screen closes (spec 2 §4).
    if (result.email_verification === EMAIL_VERIFIED) goBack();
    else {
      setCodeError(null);
      setDialog({ email: result.email });
    }
  };

  const verify = async (code: string) => {
    if (!dialog) return;
    const verified = await confirm(() => verifyEmail({ id: cid ?? '', email: dialog.email, email_verification_code: code }));
    if (!verified) return;
    setDialog(null);
    goBack();
  };

  return (
    <>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('email.update')}>
        <Form layout="vertical" component={false}>
          <Form.Item
            label={t('profile.email')}
            htmlFor={`${id}-email`}
            required
            validateStatus={error ? 'error' : undefined}
            help={error && message(error)}
          >
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={TEXT_LIMITS.email}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              style={{ maxWidth: 420 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('email.update')}
          </Button>
        </Form>
      </form>
      <VerifyCodeDialog
        open={dialog !== null}
        email={dialog?.email ?? ''}
        busy={verifying}
        error={codeError}
        onVerify={(code) => void verify(code)}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}

/** /email-update (spec 2 §2, §4): Update email, then the code dialog unless the address is already verified. */
export function EmailUpdatePage() {
  const { data, loading, error, reload } = useAsync('me', getMe);
  const { t } = useCustomerText();
  return (
    <Page labelledBy="email-update-title" maxWidth={760}>
      <PageTitle id="email-update-title">{t('email.update')}</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : error ? (
        <LoadFailure error={error} what="profile" onRetry={reload} />
      ) : (
        <EmailForm current={data?.email ?? ''} />
      )}
    </Page>
  );
}
