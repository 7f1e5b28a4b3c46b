import { registerCatalogue, useFormat, useT } from '@fcs/runtime/i18n';
import { useMemo } from 'react';
import english from '@fcs/runtime/i18n/locales/en/customer.json';

// mf-customer's texts (the "customer" catalogue): English is bundled with this remote, Burmese is a
// chunk of this remote fetched when a customer chooses it.
registerCatalogue('customer', english, { my: () => import('@fcs/runtime/i18n/locales/my/customer.json') });

/** The customer catalogue's t, and dates and money in the current language. */
export function useCustomerText() {
  const t = useT('customer');
  const format = useFormat();
  return useMemo(() => ({ t, ...format }), [t, format]);
}
