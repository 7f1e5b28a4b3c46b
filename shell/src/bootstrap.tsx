import { hasPrivilege } from '@fcs/shared/model/access';
import { sessionAtom, SIGNED_OUT } from '@fcs/runtime/session';
import { getDefaultStore } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSession } from './features/auth/auth-service';
import { ensureRemotes } from './remote/remote-registry';
import { island } from './island/handoff';
import { registerForCollect } from './app/service-worker-registration';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Brought by the Track page's island for a link or Login: the router starts at that place.
const to = island()?.intent?.to;
if (to && to !== location.pathname + location.search) history.pushState(null, '', to);
// The island runs only for a visitor not signed in here: the shell's first page is theirs at once (its
// Login takes the focus the island's had), and startSession corrects it should Firebase hold a session.
if (island()) getDefaultStore().set(sessionAtom, { ...SIGNED_OUT, ready: true });
// A transition renders the app in slices that yield to the browser between them (no long task on a
// slow phone); the island (or the box painted by index.html) stays usable meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Neither blocks the first paint: sign-in starts after it, and only the remote list is fetched here
// (a remote's own server is contacted when one of its screens is first shown).
void startSession();
// The installable app with its offline copy, for the people who use Collect (drivers).
const store = getDefaultStore();
registerForCollect(
  (listener) => store.sub(sessionAtom, listener),
  () => {
    const s = store.get(sessionAtom);
    return s.loggedIn && hasPrivilege(s.privileges, 'col');
  },
);
ensureRemotes().catch((e: unknown) => console.warn('The list of remotes could not be loaded; remote screens will offer Retry.', e));
