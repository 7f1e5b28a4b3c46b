import { useEffect, useLayoutEffect, useState } from 'react';
import { TrackForm } from '../features/track/track-form';
import { TrackLinkProvider, type TrackLink } from '../features/track/track-link';
import { useTrack } from '../features/track/use-track';
import { MAIN_ID } from '../layout/focus';
import { SHELL_CSS, SkipLink } from '../layout/skip-link';
import { Snackbar } from '../layout/snackbar';
import type { IslandState } from './handoff';
import { IslandLink } from './island-link';
import { IslandTopBar } from './island-top-bar';
import { islandTrack } from './island-track';

const Link: TrackLink = ({ to, children }) => <IslandLink href={to}>{children}</IslandLink>;

export interface TrackIslandProps {
  /** What was typed into index.html's box before the island replaced it (not hydrated: another language). */
  early?: string;
  /** Tells the page's state to whoever asks (the full shell, when it takes over). */
  onState?: (state: Omit<IslandState, 'focus'>) => void;
}

/**
 * The Track page as its island (issue 21): the page every visitor opens first, without antd, the router
 * or the federation runtime. Rendered to HTML at build time into index.html (the box and the button
 * work before any script) and hydrated by a bundle of its own; the full shell comes on the visitor's
 * intent or when idle, and takes the page over as it is (layout/island-handover.tsx).
 */
export function TrackIsland({ early = '', onState }: TrackIslandProps) {
  const [text, setText] = useState('');
  const { results, loading, run } = useTrack(islandTrack);
  // What the visitor typed before the script ran: in the very box (hydrated), or in the one replaced.
  useLayoutEffect(() => {
    const typed = (document.getElementById('boot-tracking') as HTMLTextAreaElement | null)?.value || early;
    if (typed) setText(typed.toUpperCase());
  }, [early]);
  // The GET form, sent before any script ran, arrives as ?track=.
  useEffect(() => {
    const sent = new URLSearchParams(location.search).get('track');
    if (!sent) return;
    setText(sent.toUpperCase());
    void run(sent);
  }, [run]);
  useEffect(() => {
    onState?.({ text, results });
  }, [onState, text, results]);

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <style>{SHELL_CSS}</style>
      <SkipLink />
      <IslandTopBar />
      <main id={MAIN_ID} className="fcs-island-main">
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <TrackLinkProvider value={Link}>
            <TrackForm text={text} onText={setText} onTrack={() => void run(text)} loading={loading} results={results} />
          </TrackLinkProvider>
        </div>
      </main>
      <Snackbar />
    </div>
  );
}
