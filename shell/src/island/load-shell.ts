import type { ShellIntent } from './handoff';

/** How long the visitor leaves the page untouched, once it has loaded, before the full shell comes. */
export const UNTOUCHED_MS = 5000;

let loading: Promise<void> | null = null;

/** The full shell's entry, named by index.html on boot.js's tag. */
function shellSrc(): string | null {
  return document.querySelector<HTMLScriptElement>('script[data-shell]')?.dataset.shell ?? null;
}

/**
 * Brings the full shell (its entry; it then takes the page over from the island, see
 * shell/src/island/island-handover.tsx): on the visitor's intent (Login, a link, the phone menu),
 * remembered for the shell, or when idle. Resolves when its entry has run; a failure can be retried.
 */
export function loadShell(intent: ShellIntent = {}): Promise<void> {
  if (window.fcsIsland && (intent.to || intent.menu)) window.fcsIsland.intent = intent;
  const src = shellSrc();
  if (!src) return Promise.reject(new Error('index.html names no shell entry'));
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Network Error'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The full shell once the page has loaded and the visitor has left it untouched for UNTOUCHED_MS
 * (every tap, key, scroll or focus starts the wait again), in the browser's idle time: a visitor who
 * reads or types never has the shell's start-up (long tasks on a phone) under their fingers.
 */
export function loadShellWhenIdle(ms = UNTOUCHED_MS): () => void {
  const events = ['pointerdown', 'keydown', 'input', 'scroll', 'touchstart', 'focusin'] as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    for (const e of events) removeEventListener(e, arm, true);
    removeEventListener('load', arm);
  };
  const fire = () => {
    stop();
    const go = () => void loadShell().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 2000 });
    else go();
  };
  function arm() {
    clearTimeout(timer);
    timer = setTimeout(fire, ms);
  }
  for (const e of events) addEventListener(e, arm, { capture: true, passive: true });
  if (document.readyState === 'complete') arm();
  else addEventListener('load', arm, { once: true });
  return stop;
}
