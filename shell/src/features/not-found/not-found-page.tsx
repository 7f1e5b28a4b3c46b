import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { RESULT_TITLE } from '../../guard/access-denied';

export function NotFoundPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Page not found · FCS';
  }, []);
  return (
    <Result
      status="404"
      title={<h1 style={RESULT_TITLE}>Page not found</h1>}
      subTitle="There is no page at this address."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Track Packages
        </Button>
      }
    />
  );
}
