import { englishT, registerCatalogue, useT } from '@fcs/runtime/i18n';
import english from '@fcs/runtime/i18n/locales/en/reports.json';

// mf-reports' texts (the "reports" catalogue). Staff screens are in English; their texts go through
// the same function as the customer's, so that another language is only a catalogue (issue 24).
registerCatalogue('reports', english, {});

export const useReportsText = () => useT('reports');

/** The catalogue in English, for texts made outside a screen when no t is given (tests, defaults). */
export const reportsEnglish = englishT('reports');
