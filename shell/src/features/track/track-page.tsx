import { useSession } from '@fcs/shared/session';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { WIDGETS, type WidgetKey } from '@fcs/shared/model/routes';
import { RemoteScreen } from '../../remote/remote-screen';
import { PlainButton } from '../../ui/plain-button';
import { AccountPrompt } from './account-prompt';
import { TrackingTextArea } from './tracking-textarea';
import { TrackResults } from './track-results';
import { useTrack } from './use-track';
import { useShellText } from '../../i18n';

function RemoteWidget({ widget }: { widget: WidgetKey }) {
  const w = WIDGETS[widget];
  return <RemoteScreen owner={w.owner} screen={w.screen} name={w.title} route={widget} compact />;
}

/**
 * index.html's own box (painted before the app loaded): the element, what was typed into it, and
 * whether it has the focus. The element is kept: the first render runs as a transition, in slices,
 * and a visitor may go on typing into it until React replaces it (read again at commit).
 */
function bootBox(): { box: HTMLTextAreaElement | null; text: string; focused: boolean } {
  const box = document.getElementById('boot-tracking') as HTMLTextAreaElement | null;
  const sent = new URLSearchParams(window.location.search).get('track') ?? '';
  return { box, text: (box?.value || sent).toUpperCase(), focused: !!box && document.activeElement === box };
}

/** The home page (spec 1 §2.4): bulk tracking for everyone; joined users also see their recent packages. */
export function TrackPage() {
  const session = useSession();
  const [boot] = useState(bootBox);
  const [text, setText] = useState(boot.text);
  // What was typed into index.html's box after the first render read it, up to the moment it was replaced.
  useLayoutEffect(() => {
    const latest = boot.box?.value.toUpperCase();
    if (latest && latest !== boot.text) setText(latest);
  }, [boot]);
  const { results, loading, run } = useTrack();
  // index.html's form, sent before the app loaded, arrives as ?track=: track it once.
  const sent = useRef(new URLSearchParams(window.location.search).get('track'));
  useEffect(() => {
    if (!sent.current) return;
    const numbers = sent.current.toUpperCase();
    sent.current = null;
    void run(numbers);
  }, [run]);
  const joined = session.loggedIn && session.status === 'joined';
  const { t } = useShellText();

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <section
        aria-labelledby="track-title"
        style={{ background: '#fff', borderRadius: 8, padding: 20, boxShadow: '0 1px 3px rgba(0,0,0,0.06)' }}
      >
        <h1 id="track-title" style={{ margin: '0 0 12px', fontSize: 22 }}>
          {t('route.track')}
        </h1>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run(text);
          }}
          style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        >
          <TrackingTextArea
            aria-label={t('track.box')}
            placeholder={t('track.placeholder')}
            rows={4}
            maxLength={TEXT_LIMITS.trackingBox}
            autoFocus={boot.focused}
            value={text}
            onChange={(e) => setText(e.target.value.toUpperCase())}
          />
          <div>
            <PlainButton variant="primary" type="submit" loading={loading} size="large">
              {t('track.button')}
            </PlainButton>
          </div>
        </form>
        {results && (
          <div style={{ marginTop: 16 }}>
            <TrackResults results={results} />
          </div>
        )}
      </section>
      <AccountPrompt />
      {joined && (
        // Side by side on wide screens, one under the other on narrow ones.
        <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' }}>
          <section aria-label={t('route.recentPackages')}>
            <RemoteWidget widget="recentPackages" />
          </section>
          <section aria-label={t('route.recentPickups')}>
            <RemoteWidget widget="recentPickups" />
          </section>
        </div>
      )}
    </div>
  );
}
