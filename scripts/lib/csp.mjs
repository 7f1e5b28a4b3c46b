// The Content-Security-Policy of the portal's pages, made from its runtime files: the api, the
// Auth emulator or Firebase, and every remote's origin may be reached; Google's reCAPTCHA and Maps
// may load; nothing may frame the portal. antd writes its styles at run time, hence 'unsafe-inline'
// for styles (never for scripts).
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function portalCsp(config, remotes) {
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
    `script-src ${list("'self'", remoteOrigins, google, maps)}`,
    `connect-src ${list("'self'", api, remoteOrigins, emulator, 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', maps)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api, maps, 'https://*.googleapis.com', 'https://*.gstatic.com')}`,
    `style-src ${list("'self'", "'unsafe-inline'", 'https://fonts.googleapis.com')}`,
    `font-src 'self' data: https://fonts.gstatic.com`,
    `frame-src ${list(google, 'https://recaptcha.google.com', authDomain)}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
