import { ROUTES } from '@fcs/shared/model/routes';
import { useSubmit } from '@fcs/runtime/session';

/**
 * Runs edit, complete or cancel: the success text of spec 3 §8 or the server's message in the
 * snackbar, then back to where the staff member came from, whether or not it succeeded (§4).
 */
export function useDropoffAction(successText: string) {
  const { busy, submit, goBack } = useSubmit({ success: successText, back: 'always', fallback: ROUTES.dropoffs.path });
  return { busy, run: submit, goBack };
}
