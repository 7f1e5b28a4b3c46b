// The Track page's island (issue 21): boot.js runs it on / and /track-packages for a visitor who is not
// signed in on this browser. It hydrates the HTML that the build rendered into index.html, or, in
// another language than that HTML's English, replaces it once the language's texts are here.
import { currentLanguage, setLanguage } from '@fcs/runtime/i18n';
import { DEFAULT_LANGUAGE } from '@fcs/shared/model/languages';
import * as react from 'react';
import { StrictMode } from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { focusKey, type IslandShared, type IslandState } from './handoff';
import { loadShell, loadShellWhenIdle } from './load-shell';
import { TrackIsland } from './track-island';

/** A package's exports as its CommonJS module has them (what the shell's own share gives), not the bundler's namespace around them. */
const exportsOf = (ns: object): unknown => ('default' in ns ? ns.default : ns);

/** React as this bundle has it: the full shell takes it rather than downloading it again (65 KB gzipped). */
const SHARED: IslandShared = {
  react: { version: react.version, module: exportsOf(react) },
  'react/jsx-runtime': { version: react.version, module: exportsOf(jsxRuntime) },
  'react-dom': { version: reactDom.version, module: exportsOf(reactDom) },
  'react-dom/client': { version: reactDom.version, module: exportsOf(reactDomClient) },
};

/** The Track page's paths, where the island is the page (boot.js says the same). */
const TRACK_PATHS = ['/', '/track-packages'];

async function start() {
  const container = document.getElementById('island');
  if (!container) return;
  let state: Omit<IslandState, 'focus'> = { text: '', results: null };
  const onState = (next: typeof state) => {
    state = next;
  };
  let root: Root;
  if (currentLanguage() === DEFAULT_LANGUAGE && container.firstElementChild) {
    root = hydrateRoot(
      container,
      <StrictMode>
        <TrackIsland onState={onState} />
      </StrictMode>,
    );
  } else {
    await setLanguage(currentLanguage()).catch(() => setLanguage(DEFAULT_LANGUAGE));
    const early = (document.getElementById('boot-tracking') as HTMLTextAreaElement | null)?.value ?? '';
    root = createRoot(container);
    root.render(
      <StrictMode>
        <TrackIsland early={early} onState={onState} />
      </StrictMode>,
    );
  }
  // The focused control, followed as it moves: when the shell's page replaces the island, the focus
  // has already fallen to the body (with a focusout), and the shell asks afterwards.
  let focus = focusKey(document.activeElement);
  container.addEventListener('focusin', (e) => (focus = focusKey(e.target as Element)));
  const stopIdle = loadShellWhenIdle();
  // A move in the history to another page than this one is a navigation: the shell shows it.
  addEventListener('popstate', () => {
    if (!TRACK_PATHS.includes(location.pathname))
      void loadShell({ to: location.pathname + location.search }).catch(() => location.reload());
  });
  window.fcsIsland = {
    intent: null,
    shared: SHARED,
    state: () => ({ ...state, focus: container.contains(document.activeElement) ? focusKey(document.activeElement) : focus }),
    unmount: () => {
      stopIdle();
      root.unmount();
      delete window.fcsIsland;
    },
  };
}

// boot.js adds this script from the head: the page's HTML may still be arriving.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
