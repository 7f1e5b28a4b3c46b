import { useLayoutEffect } from 'react';
import { elementOfKey, island } from './handoff';

/**
 * The full shell's side of the hand-over: once its first page is committed (the island's state read by
 * the Track page meanwhile), the island goes, and the focus goes to the same control in the shell's
 * page (the Track page's box takes it itself).
 */
export function IslandHandover() {
  useLayoutEffect(() => {
    const isl = island();
    if (!isl) return;
    const { focus } = isl.state();
    isl.unmount();
    if (focus && focus !== '#boot-tracking') elementOfKey(document, focus)?.focus();
  }, []);
  return null;
}
