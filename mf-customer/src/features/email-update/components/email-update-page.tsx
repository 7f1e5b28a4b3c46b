import { Button, Form, Input, Skeleton } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { getMe } from '@fcs/shared/client';
import { EMAIL_VERIFIED, emailUpdateSchema, MSG, ROUTES } from '@fcs/shared/contract';
import { useNotify, useSession } from '@fcs/shared/session';
import { updateEmail, verifyEmail } from '../../../api/profile';
import { LoadFailure } from '../../../components/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '../../../lib/use-async';
import { useGoBack } from '../../../lib/use-go-back';
import { VerifyCodeDialog } from './verify-code-dialog';

/** The e-mail's message, or null when it can be sent. */
export function emailError(email: string): string | null {
  const result = emailUpdateSchema.shape.email.safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function EmailForm({ current }: { current: string }) {
  const { cid } = useSession();
  const notify = useNotify();
  const goBack = useGoBack(ROUTES.profile.path);
  const id = useId();
  const [email, setEmail] = useState(current);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<{ email: string } | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const error = tried ? emailError(email) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (emailError(email)) return;
    setBusy(true);
    try {
      const result = await updateEmail({ id: cid ?? '', email: email.trim() });
      notify.success(MSG.updatedEmail);
      // Already the verified address: nothing to confirm, the screen closes (spec 2 §4).
      if (result.email_verification === EMAIL_VERIFIED) goBack();
      else {
        setCodeError(null);
        setDialog({ email: result.email });
      }
    } catch (err) {
      notify.error((err as { message?: string }).message ?? String(err));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    if (!dialog) return;
    setVerifying(true);
    try {
      await verifyEmail({ id: cid ?? '', email: dialog.email, email_verification_code: code });
      notify.success(MSG.updatedVerificationEmail);
      setDialog(null);
      goBack();
    } catch (err) {
      const message = (err as { message?: string }).message ?? String(err);
      // A wrong code changes nothing: the dialog stays with the server's words.
      setCodeError(message);
      notify.error(message);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Update email">
        <Form layout="vertical" component={false}>
          <Form.Item label="Email" htmlFor={`${id}-email`} required validateStatus={error ? 'error' : undefined} help={error}>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              style={{ maxWidth: 420 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            Update email
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
  return (
    <Page labelledBy="email-update-title" maxWidth={760}>
      <PageTitle id="email-update-title">Update email</PageTitle>
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
