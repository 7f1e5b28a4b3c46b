import type { TrackResult } from '@fcs/shared/model/entities';

/**
 * What the Track page's island (src/island) and the full shell say to each other through the page:
 * plain data, no module shared between them (the island is a bundle of its own, without the shell's
 * federation runtime, router or antd).
 */

/** Why the island brings the full shell: a place to go to, the phone menu to open, or nothing (idle). */
export interface ShellIntent {
  /** A path the visitor asked for (a link, Login's /login). */
  to?: string;
  /** The phone menu button was pressed. */
  menu?: boolean;
}

/** The island's state, for the shell's Track page to take over as it was. */
export interface IslandState {
  text: string;
  results: TrackResult[] | null;
  /** A key of the element that had the focus (see focusKey). */
  focus: string | null;
}

/**
 * What the island's bundle already holds that the full shell shares too (React and react-dom): each
 * package's version and exports, for the shell and the remotes to take instead of downloading their
 * own (src/runtime-plugins/island-shared.ts).
 */
export type IslandShared = Record<string, { version: string; module: unknown }>;

export interface IslandHandle {
  state(): IslandState;
  shared: IslandShared;
  /** Removes the island (the shell has painted its own page). */
  unmount(): void;
  intent: ShellIntent | null;
}

declare global {
  interface Window {
    /** Set by the island while it is the page. */
    fcsIsland?: IslandHandle;
  }
}

/** The island, when it is the page. */
export const island = (): IslandHandle | undefined => (typeof window === 'undefined' ? undefined : window.fcsIsland);

/**
 * A key for an element that the shell's page draws too (the box, Track, Login, a language, the skip
 * link): its id, else its tag, its name and its text. The shell focuses the element of the same key.
 */
export function focusKey(el: Element | null): string | null {
  if (!el || el === document.body || !(el instanceof HTMLElement)) return null;
  if (el.id) return `#${el.id}`;
  return `${el.tagName}|${el.getAttribute('aria-label') ?? ''}|${el.textContent?.trim() ?? ''}`;
}

/** The element of `root` whose key is `key`. */
export function elementOfKey(root: ParentNode, key: string | null): HTMLElement | null {
  if (!key) return null;
  if (key.startsWith('#')) return document.getElementById(key.slice(1));
  const [tag] = key.split('|');
  for (const el of root.querySelectorAll<HTMLElement>(tag!.toLowerCase())) if (focusKey(el) === key) return el;
  return null;
}
