// The one list of the portal's apps and their ports: read by `pnpm start`, the e2e config, the
// shell's remotes.json and the bench. A new remote is one line here. FCS_PORT_OFFSET moves every
// port at once, so that two copies of the portal (two checkouts, an e2e run beside `pnpm start`)
// never meet.
const OFFSET = Number(process.env.FCS_PORT_OFFSET ?? 0) || 0;
const at = (port) => port + OFFSET;

export const SHELL = { name: 'shell', dir: 'shell', port: at(3000) };

/** The remotes that exist, by container name (a valid JS identifier: mf_customer, not mf-customer). */
export const REMOTE_APPS = [
  { name: 'mf_customer', dir: 'mf-customer', port: at(3001) },
  { name: 'mf_pickups', dir: 'mf-pickups', port: at(3002) },
  { name: 'mf_dropoffs', dir: 'mf-dropoffs', port: at(3003) },
  { name: 'mf_reports', dir: 'mf-reports', port: at(3004) },
  { name: 'mf_admin', dir: 'mf-admin', port: at(3005) },
];

export const APPS = [SHELL, ...REMOTE_APPS];
export const API_PORT = at(8080);
export const AUTH_EMULATOR_PORT = at(9099);
/** The api's Prometheus metrics (METRICS_PORT, on the loopback; never the public port). The cluster's replicas take the next ones. */
export const METRICS_PORT = at(9464);
/** The development SMTP catcher (scripts/smtp-catcher.mjs): SMTP for the api, HTTP to read what it caught. */
export const SMTP_CATCHER = { smtpPort: at(2525), httpPort: at(2580) };
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_CATCHER.smtpPort}`;

/** remotes.json for a host: container name to the URL of its manifest. */
export function remotesJson(urlOf = (app) => `http://localhost:${app.port}/mf-manifest.json`) {
  return Object.fromEntries(REMOTE_APPS.map((app) => [app.name, urlOf(app)]));
}

/**
 * The shell's runtime files (config.json, remotes.json) for these ports in development, served in
 * place of the built ones so that FCS_PORT_OFFSET needs no rebuild; a deployment edits them instead.
 */
export function shellRuntimeJson() {
  const api = `http://localhost:${API_PORT}`;
  return {
    'config.json': {
      apiUrl: api,
      reportUrl: `${api}/api`,
      projectId: 'demo-fcs',
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-fcs.firebaseapp.com' },
      authEmulatorUrl: `http://127.0.0.1:${AUTH_EMULATOR_PORT}`,
      googleMapsApiKey: '',
    },
    'remotes.json': remotesJson(),
  };
}
