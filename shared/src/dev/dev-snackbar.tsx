import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { SNACKBAR_MS } from '../model/constants';
import { noticeAtom } from '@fcs/runtime/session';

/** A stand-in for the shell's snackbar: bottom centre, 3 s, green or red. */
export function DevSnackbar() {
  const [notice, setNotice] = useAtom(noticeAtom);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [notice, setNotice]);
  if (!notice) return null;
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        padding: '10px 20px',
        borderRadius: 6,
        color: '#fff',
        background: notice.kind === 'success' ? '#2e7d32' : '#c62828',
        boxShadow: '0 4px 12px rgba(0,0,0,0.2)',
        zIndex: 2000,
      }}
    >
      {notice.message}
    </div>
  );
}
