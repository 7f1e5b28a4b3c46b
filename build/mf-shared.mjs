// The one list of what the shell and every remote share, so that there is one React, one router,
// one jotai store and one @fcs/shared (session, client, snackbar) at run time.
// antd is not shared by default: each app tree-shakes the components it uses and wraps them in the
// shared theme (see docs/decisions/0001-antd-sharing.md). FCS_SHARE_ANTD=whole builds the
// alternative for measurement.
import { createRequire } from 'node:module';
import path from 'node:path';

const singleton = (requiredVersion = false) => ({ singleton: true, requiredVersion });
const sharedDir = path.resolve(import.meta.dirname, '../shared');
const routerVersion = createRequire(path.join(sharedDir, 'package.json'))('react-router/package.json').version;

export function sharedDeps() {
  const shared = {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    // antd's rc-util imports react-dom/client: unshared, every remote would ship a second renderer.
    'react-dom/client': singleton('^19.0.0'),
    // One router for every app, made of only the parts the portal uses (shared/src/router): shared
    // whole, react-router would load all of itself on the first paint.
    'react-router-dom': { ...singleton(), import: path.join(sharedDir, 'src/router/index.ts'), version: routerVersion },
    jotai: singleton('^3.0.0'),
    '@fcs/shared/client': singleton(),
    '@fcs/shared/session': singleton(),
    // One i18next instance: one language, one set of catalogues for every app.
    '@fcs/shared/i18n': singleton(),
  };
  // @fcs/shared/contract and @fcs/shared/ui hold no state: each app bundles (tree-shaken) only what
  // it imports. Shared, each would load whole — zod, libphonenumber and every component — on the
  // first paint of the shell or of a remote (measured: docs/decisions/0001-antd-sharing.md).
  if (process.env.FCS_SHARE_ANTD === 'whole') shared.antd = singleton('^6.0.0');
  return shared;
}
