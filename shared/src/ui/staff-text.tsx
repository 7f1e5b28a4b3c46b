import { englishT, registerCatalogue, useT, type TFunction } from '@fcs/runtime/i18n';
import english from '@fcs/runtime/i18n/locales/en/staff.json';

// The texts of @fcs/shared's staff-only building blocks (the "staff" catalogue: customer search and
// chosen customer, staff select, CSV download, photo picker, QR label). English only, like the staff
// remotes' catalogues, and bundled only by the apps that use these parts (not the shell or
// mf-customer): another language is a catalogue and a loader here.
registerCatalogue('staff', english, {});

/** The staff catalogue in English, for texts made outside a screen. */
export const englishStaff: TFunction = englishT('staff');

export const useStaffText = () => useT('staff');
