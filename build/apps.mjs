// The one list of the portal's apps and their ports: read by `pnpm start`, the e2e config, the
// shell's remotes.json and the bench. A new remote is one line here.
export const SHELL = { name: 'shell', dir: 'shell', port: 3000 };

/** The remotes that exist, by container name (a valid JS identifier: mf_customer, not mf-customer). */
export const REMOTE_APPS = [
  { name: 'mf_customer', dir: 'mf-customer', port: 3001 },
  { name: 'mf_dropoffs', dir: 'mf-dropoffs', port: 3003 },
];

export const APPS = [SHELL, ...REMOTE_APPS];
export const API_PORT = 8080;
export const AUTH_EMULATOR_PORT = 9099;

/** remotes.json for a host: container name to the URL of its manifest. */
export function remotesJson(urlOf = (app) => `http://localhost:${app.port}/mf-manifest.json`) {
  return Object.fromEntries(REMOTE_APPS.map((app) => [app.name, urlOf(app)]));
}
