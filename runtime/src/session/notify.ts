import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { messageText } from '@fcs/runtime/i18n';

/** The shell's snackbar: bottom centre, 3 s, green for success, red for failure. */
export interface Notice {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

export const noticeAtom = atom<Notice | null>(null);
let next = 1;

export function useNotify() {
  const set = useSetAtom(noticeAtom);
  return useMemo(
    () => ({
      // The spec's texts and the api's messages are English: a known one is said in the reader's language.
      success: (message: string) => set({ id: next++, kind: 'success', message: messageText(message) }),
      error: (message: string) => set({ id: next++, kind: 'error', message: messageText(message) }),
    }),
    [set],
  );
}
