import { useState } from 'react';
import { toFailure } from '@fcs/shared/client';
import { ROUTES } from '@fcs/shared/contract/routes';
import { useNotify } from '@fcs/shared/session';
import { useGoBack } from '../../../lib/use-go-back';

/**
 * Runs edit, complete or cancel: the success text of spec 3 §8 or the server's message in the
 * snackbar, then back to where the staff member came from, whether or not it succeeded (§4).
 */
export function useDropoffAction(successText: string) {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const goBack = useGoBack(ROUTES.dropoffs.path);
  const run = async (action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
      notify.success(successText);
    } catch (e) {
      notify.error(toFailure(e).message);
    } finally {
      setBusy(false);
      goBack();
    }
  };
  return { busy, run, goBack };
}
