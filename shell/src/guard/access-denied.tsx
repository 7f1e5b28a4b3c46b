import { Button, Result } from 'antd';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useMessageText } from '@fcs/runtime/i18n';
import { ACCOUNT_DISABLED_MSG } from '@fcs/shared/model/messages';
import { ROUTES } from '@fcs/shared/model/routes';
import { signInOpenAtom } from '../features/sign-in/sign-in-state';
import { useShellText } from '../i18n';

/** A Result's title as the page's h1, where the shell moves focus on a route change; it looks as before. */
export const RESULT_TITLE = { font: 'inherit', color: 'inherit', margin: 0 } as const;

/** Why a page is not shown: not signed in, not allowed, or the account is disabled (in the api's words). */
export function AccessDenied({ reason }: { reason: 'login' | 'not-allowed' | 'disabled' }) {
  const openSignIn = useSetAtom(signInOpenAtom);
  const navigate = useNavigate();
  const { t } = useShellText();
  const message = useMessageText();
  if (reason === 'disabled') {
    return (
      <Result
        status="warning"
        title={<h1 style={RESULT_TITLE}>{message(ACCOUNT_DISABLED_MSG)}</h1>}
        extra={
          <Button type="primary" onClick={() => navigate(ROUTES.contactUs.path)}>
            {t('route.contactUs')}
          </Button>
        }
      />
    );
  }
  if (reason === 'login') {
    return (
      <Result
        status="info"
        title={<h1 style={RESULT_TITLE}>{t('access.loginTitle')}</h1>}
        subTitle={t('access.loginText')}
        extra={
          <Button type="primary" onClick={() => openSignIn(true)}>
            {t('account.login')}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      title={<h1 style={RESULT_TITLE}>{t('access.notAllowedTitle')}</h1>}
      subTitle={t('access.notAllowedText')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('route.track')}
        </Button>
      }
    />
  );
}
