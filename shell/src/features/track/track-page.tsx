import { useAllows, useSession } from '@fcs/runtime/session';
import { ENDPOINTS } from '@fcs/shared/model/endpoints';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TrackResult } from '@fcs/shared/model/entities';
import { WIDGETS, type WidgetKey } from '@fcs/shared/model/routes';
import { Link } from 'react-router-dom';
import { RemoteScreen } from '../../remote/remote-screen';
import { island } from '../../island/handoff';
import { AccountPrompt } from './account-prompt';
import { TrackForm } from './track-form';
import { TrackLinkProvider, type TrackLink } from './track-link';
import { useTrack } from './use-track';

function RemoteWidget({ widget }: { widget: WidgetKey }) {
  const w = WIDGETS[widget];
  return <RemoteScreen owner={w.owner} screen={w.screen} name={w.title} route={widget} compact />;
}

const RouterLink: TrackLink = ({ to, children }) => <Link to={to}>{children}</Link>;

/**
 * What the page held before this one: the island's state when it was the page (what was typed, the
 * results, whether the box had the focus), else the box index.html drew (typed into before any
 * script ran), else nothing. The form sent before the app loaded arrives as ?track=.
 */
function earlierPage(): { text: string; results: TrackResult[] | null; focused: boolean } {
  const state = island()?.state();
  if (state) return { text: state.text, results: state.results, focused: state.focus === '#boot-tracking' };
  const box = document.getElementById('boot-tracking') as HTMLTextAreaElement | null;
  return { text: (box?.value ?? '').toUpperCase(), results: null, focused: !!box && document.activeElement === box };
}

/** The home page (spec 1 §2.4): bulk tracking for everyone; joined users also see their recent packages. */
export function TrackPage() {
  const session = useSession();
  const [earlier] = useState(earlierPage);
  const [text, setText] = useState(earlier.text);
  // What was typed into the island (or index.html's box) after the first render read it, up to the
  // moment this page replaced it (the first render runs in slices).
  useLayoutEffect(() => {
    const latest = island()?.state().text ?? (document.getElementById('boot-tracking') as HTMLTextAreaElement | null)?.value.toUpperCase();
    if (latest && latest !== earlier.text) setText(latest);
  }, [earlier]);
  const { results, loading, run } = useTrack(undefined, earlier.results);
  // The GET form, sent before any script ran, arrives as ?track=: track it once (the island did when
  // it was the page).
  const sent = useRef(earlier.results ? null : new URLSearchParams(window.location.search).get('track'));
  useEffect(() => {
    if (!sent.current) return;
    const numbers = sent.current.toUpperCase();
    sent.current = null;
    setText((current) => current || numbers);
    void run(numbers);
  }, [run]);
  const joined = session.loggedIn && session.status === 'joined';
  // issue 32: the super-admin sees what the portal still lacks (mf_admin's widget, loaded for them only).
  const setsUp = useAllows(ENDPOINTS['GET /setup']);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <TrackLinkProvider value={RouterLink}>
        <TrackForm
          text={text}
          onText={setText}
          onTrack={() => void run(text)}
          loading={loading}
          results={results}
          autoFocus={earlier.focused}
        />
      </TrackLinkProvider>
      <AccountPrompt />
      {setsUp && <RemoteWidget widget="firstRun" />}
      {joined && (
        // Side by side on wide screens, one under the other on narrow ones. Each widget is a region
        // named by its own title (a second region of the same name around it would be read twice).
        <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' }}>
          <RemoteWidget widget="recentPackages" />
          <RemoteWidget widget="recentPickups" />
        </div>
      )}
    </div>
  );
}
