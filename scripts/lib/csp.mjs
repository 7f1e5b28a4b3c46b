// The Content-Security-Policy of the portal's pages, made from its runtime files and its built
// index.html: scripts run only when index.html's own inline script (its hash) or a script it loads
// starts them ('strict-dynamic': the shell, the island, the remotes' entries, Firebase's reCAPTCHA
// and the Google Maps loader are all added by trusted scripts), so no host list, with its JSONP
// endpoints and gadgets, decides what runs. The host list after it is only for browsers without
// 'strict-dynamic' (CSP 2), which ignore it otherwise. The api, the Auth emulator or Firebase, and
// every remote's origin may be reached; forms post only to the portal; nothing may frame it.
// antd writes its styles at run time, hence 'unsafe-inline' for styles (never for scripts).
import { createHash } from 'node:crypto';

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The CSP hashes ('sha256-…') of a page's inline scripts, exactly as the browser hashes them. */
export function inlineScriptHashes(html) {
  return [...(html ?? '').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => !/\bsrc\s*=/i.test(attributes) && body.length > 0)
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

export function portalCsp(config, remotes, { scriptHashes = [] } = {}) {
  const remoteOrigins = Object.values(remotes ?? {})
    .map(originOf)
    .filter(Boolean);
  const api = [config?.apiUrl, config?.reportUrl].map(originOf).filter(Boolean);
  const emulator = originOf(config?.authEmulatorUrl ?? '');
  const authDomain = config?.firebase?.authDomain ? `https://${config.firebase.authDomain}` : null;
  const google = ['https://www.google.com', 'https://www.gstatic.com', 'https://apis.google.com'];
  const maps = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
  const list = (...items) => [...new Set(items.flat().filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(scriptHashes, "'strict-dynamic'", "'self'", remoteOrigins, google, maps)}`,
    `connect-src ${list("'self'", api, remoteOrigins, emulator, 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', maps)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api, maps, 'https://*.googleapis.com', 'https://*.gstatic.com')}`,
    `style-src ${list("'self'", "'unsafe-inline'", 'https://fonts.googleapis.com')}`,
    `font-src 'self' data: https://fonts.gstatic.com`,
    `frame-src ${list(google, 'https://recaptcha.google.com', authDomain)}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Strict-Transport-Security for a page served over https (a year, subdomains too); none over http. */
export const HSTS = 'max-age=31536000; includeSubDomains';
