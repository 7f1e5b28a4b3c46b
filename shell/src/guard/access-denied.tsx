import { Button, Result } from 'antd';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signInOpenAtom } from '../features/sign-in/sign-in-state';
import { useShellText } from '../i18n';

export function AccessDenied({ reason }: { reason: 'login' | 'not-allowed' }) {
  const openSignIn = useSetAtom(signInOpenAtom);
  const navigate = useNavigate();
  const { t } = useShellText();
  if (reason === 'login') {
    return (
      <Result
        status="info"
        title={t('access.loginTitle')}
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
      title={t('access.notAllowedTitle')}
      subTitle={t('access.notAllowedText')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('route.track')}
        </Button>
      }
    />
  );
}
