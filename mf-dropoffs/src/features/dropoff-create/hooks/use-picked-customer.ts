import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { selectedCustomerAtom } from '@fcs/runtime/session';
import { dropoffDraftAtom } from '../../../lib/dropoff-draft';

/** A customer chosen on /search-customers comes back through the picker atom into the draft, once. */
export function usePickedCustomer() {
  const [picked, setPicked] = useAtom(selectedCustomerAtom);
  const setDraft = useSetAtom(dropoffDraftAtom);
  useEffect(() => {
    if (!picked) return;
    setDraft((d) => ({ ...d, is_new_customer: false, customer: picked }));
    setPicked(null);
  }, [picked, setDraft, setPicked]);
}
