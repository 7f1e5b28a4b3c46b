/**
 * Registers the portal's service worker (/sw.js, built by the shell's production build) once the page
 * has loaded, so that it never competes with the first paint. Not in development (hot reload) nor
 * where the browser has none; a failure only means no offline copy, never a broken page. The shell
 * calls it for people who use Collect (registerForCollect): a Track page visitor downloads nothing more.
 */
export function registerServiceWorker(nav: Navigator = navigator, production = process.env.NODE_ENV === 'production'): void {
  if (!production || !('serviceWorker' in nav)) return;
  const register = () => {
    nav.serviceWorker.register('/sw.js', { scope: '/' }).catch((e: unknown) => console.warn('No offline copy:', e));
    // The scripts and styles this page loaded before the worker ran: the worker keeps them too.
    void nav.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'fcs-keep', urls: loadedCode() }));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The URLs of the scripts, styles and remote manifests the page has loaded so far. */
export function loadedCode(): string[] {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return entries
    .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' || /(\.(js|css)|mf-manifest\.json)(\?|$)/.test(e.name))
    .map((e) => e.name);
}

/** Registers the worker once a signed-in session may use Collect (col, or admin and above); a worker already there keeps serving. */
export function registerForCollect(subscribe: (listener: () => void) => () => void, canCollect: () => boolean): void {
  let done = false;
  const check = () => {
    if (done || !canCollect()) return;
    done = true;
    registerServiceWorker();
  };
  const stop = subscribe(() => {
    check();
    if (done) stop();
  });
  check();
}
