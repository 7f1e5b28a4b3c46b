// The one list of what the shell and every remote share, so that there is one React, one router,
// one jotai store and one @fcs/shared (session, client, snackbar) at run time.
// antd is not shared by default: each app tree-shakes the components it uses and wraps them in the
// shared theme (see docs/decisions/0001-antd-sharing.md). FCS_SHARE_ANTD=whole builds the
// alternative for measurement.
const singleton = (requiredVersion = false) => ({ singleton: true, requiredVersion });

export function sharedDeps() {
  const shared = {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    // antd's rc-util imports react-dom/client: unshared, every remote would ship a second renderer.
    'react-dom/client': singleton('^19.0.0'),
    'react-router': singleton('^7.0.0'),
    'react-router-dom': singleton('^7.0.0'),
    jotai: singleton('^3.0.0'),
    '@fcs/shared/client': singleton(),
    '@fcs/shared/session': singleton(),
  };
  // @fcs/shared/contract and @fcs/shared/ui hold no state: each app bundles (tree-shaken) only what
  // it imports. Shared, each would load whole — zod, libphonenumber and every component — on the
  // first paint of the shell or of a remote (measured: docs/decisions/0001-antd-sharing.md).
  if (process.env.FCS_SHARE_ANTD === 'whole') shared.antd = singleton('^6.0.0');
  return shared;
}
