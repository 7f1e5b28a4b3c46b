import { Button, Result } from 'antd';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signInOpenAtom } from '../features/sign-in/sign-in-state';

/** A Result's title as the page's h1, where the shell moves focus on a route change; it looks as before. */
export const RESULT_TITLE = { font: 'inherit', color: 'inherit', margin: 0 } as const;

export function AccessDenied({ reason }: { reason: 'login' | 'not-allowed' }) {
  const openSignIn = useSetAtom(signInOpenAtom);
  const navigate = useNavigate();
  if (reason === 'login') {
    return (
      <Result
        status="info"
        title={<h1 style={RESULT_TITLE}>Please log in</h1>}
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
      title={<h1 style={RESULT_TITLE}>Not allowed</h1>}
      subTitle="Your account is not allowed to see this page."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Track Packages
        </Button>
      }
    />
  );
}
