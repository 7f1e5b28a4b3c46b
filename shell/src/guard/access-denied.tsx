import { Button, Result } from 'antd';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signInOpenAtom } from '../features/sign-in/sign-in-state';

export function AccessDenied({ reason }: { reason: 'login' | 'not-allowed' }) {
  const openSignIn = useSetAtom(signInOpenAtom);
  const navigate = useNavigate();
  if (reason === 'login') {
    return (
      <Result
        status="info"
        title="Please log in"
        subTitle="Log in with your phone number to see this page."
        extra={
          <Button type="primary" onClick={() => openSignIn(true)}>
            Login
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      title="Not allowed"
      subTitle="Your account is not allowed to see this page."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Track Packages
        </Button>
      }
    />
  );
}
