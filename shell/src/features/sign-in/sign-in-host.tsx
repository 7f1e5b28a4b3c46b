import { useAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signInOpenAtom } from './sign-in-state';

// The popup (phone picker, libphonenumber, Firebase calls) is fetched the first time it opens.
const SignInModal = lazy(() => import('./sign-in-modal').then((m) => ({ default: m.SignInModal })));

export function SignInHost() {
  const [open, setOpen] = useAtom(signInOpenAtom);
  const [wanted, setWanted] = useState(open);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal
        open={open}
        onClose={() => {
          setOpen(false);
          if (pathname === '/login') navigate('/', { replace: true });
        }}
        onSignedIn={() => {
          setOpen(false);
          navigate('/');
        }}
      />
    </Suspense>
  );
}
