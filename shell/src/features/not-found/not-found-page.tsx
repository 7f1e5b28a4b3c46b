import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useShellText } from '../../i18n';

export function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useShellText();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('route.track')}
        </Button>
      }
    />
  );
}
