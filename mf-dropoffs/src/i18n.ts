import { registerCatalogue, useT } from '@fcs/runtime/i18n';
import english from '@fcs/runtime/i18n/locales/en/dropoffs.json';

// mf-dropoffs' texts (the "dropoffs" catalogue). Staff screens are in English; their texts go through
// the same function as the customer's, so that another language is only a catalogue (issue 24).
registerCatalogue('dropoffs', english, {});

export const useDropoffsText = () => useT('dropoffs');
