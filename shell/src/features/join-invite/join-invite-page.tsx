import { MSG } from '@fcs/shared/model/messages';
import { useNotify, useSession } from '@fcs/shared/session';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, failureMessage } from '../../api/api-client';
import { authActions } from '../auth/auth-service';

/** /join-invite: Join calls POST /join_invite, refreshes the token (new claims) and reloads the session. */
export function JoinInvitePage() {
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

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
        title="You have joined"
        subTitle="Your account is ready: track packages and see your own packages."
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            Track Packages
          </Button>
        }
      />
    );
  }

  return (
    <Result
      status="info"
      title="Welcome to FCS"
      subTitle="You have been invited. Join to see your packages, request pickups and view your invoices."
      extra={
        <Button type="primary" size="large" loading={busy} onClick={() => void join()}>
          Join
        </Button>
      }
    />
  );
}
