import { atom } from 'jotai';

/** Whether the phone sign-in popup is open (Login, /login, a guarded page's Login button). */
export const signInOpenAtom = atom(false);
