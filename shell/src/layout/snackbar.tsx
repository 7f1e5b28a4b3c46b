import { SNACKBAR_MS } from '@fcs/shared/model/constants';
import { noticeAtom } from '@fcs/runtime/session';
import { useAtom } from 'jotai';
import { useEffect } from 'react';

const COLORS = { success: '#2e7d32', error: '#c62828' } as const;

/**
 * The one snackbar (spec 1 §2.2): bottom centre, green for success, red for failure, gone after 3 s.
 * Its live region is in the page from the start, so that a screen reader announces each message
 * put into it (a region added together with its words is often not read).
 */
export function Snackbar() {
  const [notice, setNotice] = useAtom(noticeAtom);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice((current) => (current?.id === notice.id ? null : current)), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [notice, setNotice]);

  return (
    <div aria-live="assertive" aria-atomic="true" data-testid="snackbar-region">
      {notice ? <Notice kind={notice.kind} message={notice.message} /> : null}
    </div>
  );
}

function Notice({ kind, message }: { kind: keyof typeof COLORS; message: string }) {
  return (
    <div
      role="alert"
      data-kind={kind}
      style={{
        position: 'fixed',
        left: '50%',
        bottom: 24,
        transform: 'translateX(-50%)',
        zIndex: 2000,
        maxWidth: 'calc(100vw - 32px)',
        boxSizing: 'border-box',
        padding: '12px 20px',
        borderRadius: 6,
        color: '#fff',
        background: COLORS[kind],
        boxShadow: '0 4px 12px rgba(0,0,0,0.2)',
        fontSize: 15,
      }}
    >
      {message}
    </div>
  );
}
