import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { RESULT_TITLE } from '../../guard/access-denied';
import { useShellText } from '../../i18n';

export function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useShellText();
  const title = t('notFound.title');
  useEffect(() => {
    document.title = `${title} · FCS`;
  }, [title]);
  return (
    <Result
      status="404"
      title={<h1 style={RESULT_TITLE}>{title}</h1>}
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('route.track')}
        </Button>
      }
    />
  );
}
