import { revokeStatusLink } from '@fcs/runtime/client';
import { canRevokeStatusLink, type StatusLinkKind } from '@fcs/shared/model/status-links';
import { useNotify, useSession } from '@fcs/runtime/session';
import { Button } from 'antd';
import { useState } from 'react';
import { toFailure } from '@fcs/runtime/client/failure';
import { ConfirmDialog } from './confirm-dialog';
import { useStaffText } from './staff-text';

/**
 * Staff of a record's kind (pkg a package, pku a pickup, df a drop-off) end every live status link of
 * the record, after a confirmation: the page then says the link is not valid, and the record's next
 * notice carries a new one. Shown only to whoever may (the api decides again).
 */
export function StatusLinkRevoke({ kind, id }: { kind: StatusLinkKind; id: string }) {
  const t = useStaffText();
  const notify = useNotify();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canRevokeStatusLink({ loggedIn: session.loggedIn, status: session.status, privileges: session.privileges }, kind)) return null;
  const revoke = async () => {
    setBusy(true);
    try {
      const { revoked } = await revokeStatusLink({ kind, id });
      notify.success(t('statusLink.revoked', { count: revoked }));
      setOpen(false);
    } catch (e) {
      notify.error(toFailure(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('statusLink.revoke')}</Button>
      <ConfirmDialog
        open={open}
        question={t('statusLink.confirm')}
        okText={t('statusLink.revoke')}
        danger
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
