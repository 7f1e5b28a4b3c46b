import { registerCatalogue, useFormat, useT } from '@fcs/runtime/i18n';
import { useMemo } from 'react';
import english from '@fcs/runtime/i18n/locales/en/shell.json';

// The shell's texts (the "shell" catalogue): English is in the first chunk; Burmese is fetched when
// chosen (an English visitor never fetches it).
registerCatalogue('shell', english, { my: () => import(/* webpackChunkName: "shell-my" */ '@fcs/runtime/i18n/locales/my/shell.json') });

/** The shell catalogue's t, and dates in the current language. */
export function useShellText() {
  const t = useT('shell');
  const format = useFormat();
  return useMemo(() => ({ t, ...format }), [t, format]);
}
