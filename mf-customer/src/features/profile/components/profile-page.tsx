import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Descriptions, Form, Input, Skeleton, Space } from 'antd';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getMe } from '@fcs/runtime/client';
import { EMAIL_VERIFIED } from '@fcs/shared/model/profile';
import { MSG } from '@fcs/shared/model/messages';
import { ROUTES } from '@fcs/shared/model/routes';
import { type User } from '@fcs/shared/model/entities';
import { profileUpdateSchema } from '@fcs/shared/contract/profile';
import { useSubmit } from '@fcs/runtime/session';
import { updateProfile } from '../../../api/profile';
import { AddressBook } from '../../../components/address-book';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Muted, Page, PageTitle, SectionTitle } from '@fcs/shared/ui/page-parts';
import { ToneTag } from '@fcs/shared/ui/tone-tag';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { useMessageText } from '@fcs/runtime/i18n';
import { useCustomerText } from '../../../i18n';

/** The name's message, or null when it can be saved (trimmed, 1 to 100 characters). */
export function nameError(name: string): string | null {
  const result = profileUpdateSchema.safeParse({ user_name: name });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function NameForm({ user, onSaved }: { user: User; onSaved: (u: User) => void }) {
  const id = useId();
  const { t } = useCustomerText();
  const message = useMessageText();
  const [name, setName] = useState(user.user_name ?? '');
  const [tried, setTried] = useState(false);
  const { busy, submit: run } = useSubmit({ success: MSG.updatedProfile });
  const error = tried ? nameError(name) : null;
  const unchanged = name.trim() === (user.user_name ?? '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (nameError(name)) return;
    const saved = await run(() => updateProfile({ user_name: name.trim() }));
    if (!saved) return;
    setTried(false);
    onSaved(saved);
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('profile.name')}>
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('profile.name')}
          htmlFor={`${id}-name`}
          validateStatus={error ? 'error' : undefined}
          help={error && message(error)}
          style={{ marginBottom: 0 }}
        >
          <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={TEXT_LIMITS.name}
              autoComplete="name"
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="primary" htmlType="submit" loading={busy} disabled={unchanged}>
              {t('action.save')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </form>
  );
}

/**
 * /profile, My Profile (spec 2 §2): FCS ID, the name (editable), the phone number (read-only: it is
 * the sign-in's), the e-mail with a pencil to /email-update, the address cards and Add address.
 */
export function ProfilePage() {
  const { data, loading, error, reload } = useAsync('me', getMe);
  const [user, setUser] = useState<User | null>(null);
  const { t } = useCustomerText();
  useEffect(() => setUser(data), [data]);

  return (
    <Page labelledBy="profile-title" maxWidth={1100}>
      <PageTitle id="profile-title">{t('profile.title')}</PageTitle>
      {loading && !user ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error ? (
        <LoadFailure error={error} what="profile" onRetry={reload} />
      ) : user ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            style={{ maxWidth: 760, marginBottom: 16 }}
            items={[
              { key: 'fcs', label: t('profile.fcsId'), children: <strong>{user.fcs_id ?? '-'}</strong> },
              { key: 'phone', label: t('profile.phone'), children: user.phone_number ?? '-' },
              {
                key: 'email',
                label: t('profile.email'),
                children: (
                  <Space wrap>
                    {user.email ? <span>{user.email}</span> : <Muted>{t('profile.noEmail')}</Muted>}
                    {user.email ? (
                      <ToneTag tone={user.email_verification === EMAIL_VERIFIED ? 'green' : 'orange'}>
                        {user.email_verification === EMAIL_VERIFIED ? t('profile.verified') : t('profile.unverified')}
                      </ToneTag>
                    ) : null}
                    <Link to={ROUTES.emailUpdate.path} aria-label={t('profile.changeEmail')}>
                      <EditOutlined />
                    </Link>
                  </Space>
                ),
              },
            ]}
          />
          <NameForm key={user.user_name ?? ''} user={user} onSaved={setUser} />
          <SectionTitle>{t('profile.addresses')}</SectionTitle>
          <AddressBook />
        </>
      ) : null}
    </Page>
  );
}
