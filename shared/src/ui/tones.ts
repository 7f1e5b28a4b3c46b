import type { DropoffStatus, PackageStatus, PickupStatus } from '../model/status';

/**
 * The tag tones of the portal: antd's preset colours (their light background and border, so a status
 * keeps its hue), each with a text colour from a darker step of the same palette. antd writes the
 * text of gold, cyan, green and orange tags at step 7, under WCAG's 4.5:1 on their own background
 * (2.8 to 3.4); these steps reach it (`tone-tag.test.tsx` checks every one). Without antd, so that a
 * page without antd (the Track page's island) draws the same tags.
 */
export const TONES = {
  blue: { text: '#0958d9', background: '#e6f4ff', border: '#91caff' },
  gold: { text: '#874d00', background: '#fffbe6', border: '#ffe58f' },
  purple: { text: '#531dab', background: '#f9f0ff', border: '#d3adf7' },
  green: { text: '#237804', background: '#f6ffed', border: '#b7eb8f' },
  cyan: { text: '#006d75', background: '#e6fffb', border: '#87e8de' },
  orange: { text: '#ad4e00', background: '#fff7e6', border: '#ffd591' },
  red: { text: '#cf1322', background: '#fff1f0', border: '#ffa39e' },
  default: { text: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', border: '#d9d9d9' },
} as const satisfies Record<string, { text: string; background: string; border: string }>;
export type Tone = keyof typeof TONES;

export type StatusKind = 'package' | 'pickup' | 'dropoff';

/** One colour per status, so a status looks the same on every screen of every remote. */
export const STATUS_COLORS: {
  package: Record<PackageStatus, Tone>;
  pickup: Record<PickupStatus, Tone>;
  dropoff: Record<DropoffStatus, Tone>;
} = {
  package: { received: 'blue', processed: 'gold', packed: 'purple', delivered: 'green' },
  pickup: { requested: 'blue', confirmed: 'cyan', rescheduled: 'orange', completed: 'green', canceled: 'red' },
  dropoff: { received: 'blue', completed: 'green', canceled: 'red' },
};

export function statusColor(kind: StatusKind, status: string | null | undefined): Tone {
  const colors: Record<string, Tone> = STATUS_COLORS[kind];
  return (status && colors[status]) || 'default';
}
