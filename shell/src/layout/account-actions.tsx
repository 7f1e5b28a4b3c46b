import { VERSION_LABEL } from '@fcs/shared/model/constants';
import { useSession } from '@fcs/runtime/session';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlainButton } from '../ui/plain-button';
import { useShellText } from '../i18n';

// The confirmation dialog is fetched on the first Logout click, not with the first paint.
const LogoutConfirm = lazy(() => import('./logout-confirm').then((m) => ({ default: m.LogoutConfirm })));

/** Login (to /login, which opens the sign-in popup) with the version label, or Logout. */
export function AccountActions({ vertical, onAction }: { vertical?: boolean; onAction?: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { t } = useShellText();
  const closeConfirm = useCallback(() => setConfirming(false), []);
  if (!session.ready) return null;
  const style = vertical
    ? { display: 'flex', flexDirection: 'column' as const, alignItems: 'flex-start', gap: 8 }
    : { display: 'flex', alignItems: 'center', gap: 12, flex: 'none' };
  if (session.loggedIn) {
    return (
      <div style={style}>
        <PlainButton
          onClick={() => {
            onAction?.();
            setConfirming(true);
          }}
        >
          {t('account.logout')}
        </PlainButton>
        {confirming && (
          <Suspense fallback={null}>
            <LogoutConfirm onClose={closeConfirm} />
          </Suspense>
        )}
      </div>
    );
  }
  return (
    <div style={style}>
      <span style={{ color: '#667085', fontSize: 12 }} title={t('account.version')}>
        {VERSION_LABEL}
      </span>
      {/* /login shows the Track page with the sign-in popup open. */}
      <PlainButton
        variant="primary"
        onClick={() => {
          onAction?.();
          navigate('/login');
        }}
      >
        {t('account.login')}
      </PlainButton>
    </div>
  );
}
