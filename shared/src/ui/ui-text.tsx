import { englishT, registerCatalogue, useFormat, useT, type TFunction } from '@fcs/runtime/i18n';
import { useMemo } from 'react';
import english from '@fcs/runtime/i18n/locales/en/ui.json';

// The texts of @fcs/shared's building blocks (the "ui" catalogue): bundled in English with every app
// that uses them; Burmese is fetched when chosen.
registerCatalogue('ui', english, { my: () => import('@fcs/runtime/i18n/locales/my/ui.json') });

export type { TFunction };

/** The ui catalogue in English whatever the language: for texts made outside a screen (reports, CSV). */
export const englishUi: TFunction = englishT('ui');

/** The ui catalogue's t, and dates and money in the current language. */
export function useUiText() {
  const t = useT('ui');
  const format = useFormat();
  return useMemo(() => ({ t, ...format }), [t, format]);
}
export type UiText = ReturnType<typeof useUiText>;
