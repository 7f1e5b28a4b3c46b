// The one list of what the shell and every remote share, so that there is one React, one router,
// one jotai store and one runtime (session, client, i18n: build/runtime-contract.mjs) at run time.
// antd is not shared by default: each app tree-shakes the components it uses and wraps them in the
// shared theme (see docs/decisions/0001-antd-sharing.md). FCS_SHARE_ANTD=whole builds the
// alternative for measurement.
import { createRequire } from 'node:module';
import path from 'node:path';
import { RUNTIME_DIR, RUNTIME_RANGE, RUNTIME_SINGLETONS, RUNTIME_VERSION } from './runtime-contract.mjs';

const singleton = (requiredVersion = false) => ({ singleton: true, requiredVersion });
const routerVersion = createRequire(path.join(RUNTIME_DIR, 'package.json'))('react-router/package.json').version;
// The runtime's entries carry its own version and require the range this app is built with; the
// shell checks the range before it renders a remote (shell/src/remote/runtime-check.ts), so a
// mismatch shows "needs a newer version" instead of a silent mix. Not strictVersion: a mismatch
// must never throw inside the federation runtime.
const runtime = { singleton: true, version: RUNTIME_VERSION, requiredVersion: RUNTIME_RANGE };

export function sharedDeps() {
  const shared = {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    // antd's rc-util imports react-dom/client: unshared, every remote would ship a second renderer.
    'react-dom/client': singleton('^19.0.0'),
    // One router for every app, made of only the parts the portal uses (runtime/src/router): shared
    // whole, react-router would load all of itself on the first paint.
    'react-router-dom': { ...singleton(), import: path.join(RUNTIME_DIR, 'src/router/index.ts'), version: routerVersion },
    jotai: singleton('^3.0.0'),
    // The runtime contract; its i18n is one i18next instance: one language, one set of catalogues.
    ...Object.fromEntries(RUNTIME_SINGLETONS.map((name) => [name, runtime])),
  };
  // @fcs/shared/contract and @fcs/shared/ui hold no state: each app bundles (tree-shaken) only what
  // it imports. Shared, each would load whole — zod, libphonenumber and every component — on the
  // first paint of the shell or of a remote (measured: docs/decisions/0001-antd-sharing.md).
  if (process.env.FCS_SHARE_ANTD === 'whole') shared.antd = singleton('^6.0.0');
  return shared;
}
