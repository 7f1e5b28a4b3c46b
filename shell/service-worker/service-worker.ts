/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

/**
 * The portal's service worker (Workbox's runtime modules, bundled by the shell's Rspack build, the
 * precache list written in by build/service-worker.mjs). What a driver's phone needs without signal
 * after one online visit: the page (index.html and boot.js, precached), every script a visit loaded,
 * the shell's and the remotes' (hashed: kept once fetched), /remotes.json, /config.json and each
 * remote's mf-manifest.json (network first, the copy when offline), and the fonts. Nothing is fetched
 * ahead of use: an English visitor still gets no Myanmar font and no Burmese catalogue. The api is not
 * cached here: its answers are no-store, and the field queue keeps what the driver needs.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const DAY_S = 86_400;
const ok = new CacheableResponsePlugin({ statuses: [0, 200] });

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every path of the portal is index.html: the network's when it answers in time, the precached one without signal.
const pages = new NetworkFirst({ cacheName: 'fcs-pages', networkTimeoutSeconds: 4, plugins: [ok] });
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

// What says which remotes and versions run: fresh when possible.
registerRoute(
  ({ url }) => /\/(remotes|config)\.json$/.test(url.pathname) || url.pathname.endsWith('/mf-manifest.json'),
  new NetworkFirst({ cacheName: 'fcs-manifests', networkTimeoutSeconds: 4, plugins: [ok] }),
);

// Scripts and styles of the shell and of every remote the phone opened: hashed names, kept once fetched.
registerRoute(
  ({ request, url }) =>
    (request.destination === 'script' || request.destination === 'style') && /\.[0-9a-f]{8,}\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: 'fcs-code', plugins: [ok, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_S })] }),
);
// A remote's entry (remoteEntry.js) keeps its name across releases: the copy at once, refreshed behind.
registerRoute(
  ({ request }) => request.destination === 'script' || request.destination === 'style',
  new StaleWhileRevalidate({ cacheName: 'fcs-entries', plugins: [ok, new ExpirationPlugin({ maxEntries: 60 })] }),
);

// The fonts (the Myanmar font under /fonts/), once fetched.
registerRoute(
  ({ request, url }) => request.destination === 'font' || url.pathname.startsWith('/fonts/'),
  new CacheFirst({ cacheName: 'fcs-fonts', plugins: [ok, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 365 * DAY_S })] }),
);

const isManifest = (url: string) => /(\/mf-manifest\.json|\/remotes\.json|\/config\.json)$/.test(new URL(url).pathname);
/** The cache a script, style or manifest belongs in: hashed names are kept, the others refreshed behind. */
const cacheOf = (url: string) =>
  isManifest(url) ? 'fcs-manifests' : /\.[0-9a-f]{8,}\.(js|css)$/.test(new URL(url).pathname) ? 'fcs-code' : 'fcs-entries';

// The page that registered the worker fetched its first scripts before the worker ran: it sends their
// URLs, and they are kept as if the worker had seen them (a no-cors copy, as a script tag asks).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'fcs-keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string' && /^https?:/.test(u)).slice(0, 200);
  event.waitUntil(
    Promise.all(
      urls.map(async (url) => {
        const cache = await caches.open(cacheOf(url));
        if (await cache.match(url)) return;
        // A CORS copy serves both a script tag and a crossorigin one (the remotes' servers allow any
        // origin); an opaque copy, only where the server allows none, serves a plain tag only.
        const sameOrigin = new URL(url).origin === self.location.origin;
        let response = await fetch(new Request(url, { mode: sameOrigin ? 'same-origin' : 'cors' })).catch(() => null);
        if (!response && !sameOrigin && !isManifest(url)) response = await fetch(new Request(url, { mode: 'no-cors' })).catch(() => null);
        if (response && (response.ok || response.type === 'opaque')) await cache.put(url, response);
      }),
    ),
  );
});

// The remotes' list and the config the shell reads before anything else, ready for the first offline start.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('fcs-manifests')
      .then((cache) => cache.addAll(['/remotes.json', '/config.json']))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
