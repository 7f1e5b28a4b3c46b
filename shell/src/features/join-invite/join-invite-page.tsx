import { MSG } from '@fcs/shared/model/messages';
import { useNotify, useSession } from '@fcs/runtime/session';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, failureMessage } from '../../api/api-client';
import { authActions } from '../auth/auth-service';
import { useShellText } from '../../i18n';

/** /join-invite: Join calls POST /join_invite, refreshes the token (new claims) and reloads the session. */
export function JoinInvitePage() {
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { t } = useShellText();

  const join = async () => {
    setBusy(true);
    try {
      await (await api()).joinInvite();
      await authActions.refreshSession();
      notify.success(MSG.joinInvited);
      navigate('/');
    } catch (e) {
      notify.error(failureMessage(e));
      setBusy(false);
    }
  };

  if (session.status === 'joined') {
    return (
      <Result
        status="success"
        title={t('join.joinedTitle')}
        subTitle={t('join.joinedText')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('route.track')}
          </Button>
        }
      />
    );
  }

  return (
    <Result
      status="info"
      title={t('join.welcome')}
      subTitle={t('join.invited')}
      extra={
        <Button type="primary" size="large" loading={busy} onClick={() => void join()}>
          {t('join.join')}
        </Button>
      }
    />
  );
}
