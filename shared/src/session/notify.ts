import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

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
      success: (message: string) => set({ id: next++, kind: 'success', message }),
      error: (message: string) => set({ id: next++, kind: 'error', message }),
    }),
    [set],
  );
}
