/** Statuses of spec 1 §4, spec 2 §4 and spec 3 §4, and the list filters over them. */
export const PACKAGE_STATUSES = ['received', 'processed', 'packed', 'delivered'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const PICKUP_STATUSES = ['requested', 'confirmed', 'rescheduled', 'completed', 'canceled'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const DROPOFF_STATUSES = ['received', 'completed', 'canceled'] as const;
export type DropoffStatus = (typeof DROPOFF_STATUSES)[number];

/** Invoices (spec 1 §2.7); the table's CHECK holds the same four. */
export const INVOICE_STATUSES = ['draft', 'unpaid', 'paid', 'canceled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Status filter groups of the staff lists: ACTIVES and ALL expand to their members. */
export const STATUS_FILTER_GROUPS = {
  pickups: { ACTIVES: ['requested', 'confirmed', 'rescheduled'], ALL: [...PICKUP_STATUSES] },
  assignedPickups: { ACTIVES: ['confirmed', 'rescheduled'], ALL: [...PICKUP_STATUSES] },
  dropoffs: { ACTIVES: ['received'], ALL: [...DROPOFF_STATUSES] },
} as const;

export type StatusFilterGroups = { ACTIVES: readonly string[]; ALL: readonly string[] };

/**
 * One change of a status multi-select: choosing ACTIVES or ALL selects its members, un-choosing
 * clears them, and the group tags re-sync whenever the individual picks match them.
 */
export function syncStatusFilter(groups: StatusFilterGroups, previous: readonly string[], next: readonly string[]): string[] {
  const added = next.filter((v) => !previous.includes(v));
  const removed = previous.filter((v) => !next.includes(v));
  let statuses = next.filter((v) => v !== 'ACTIVES' && v !== 'ALL');
  if (added.includes('ALL')) statuses = [...groups.ALL];
  else if (added.includes('ACTIVES')) statuses = [...new Set([...statuses, ...groups.ACTIVES])];
  else if (removed.includes('ALL')) statuses = [];
  else if (removed.includes('ACTIVES')) statuses = statuses.filter((s) => !groups.ACTIVES.includes(s));
  const tags: string[] = [];
  if (groups.ACTIVES.every((s) => statuses.includes(s)) && statuses.length === groups.ACTIVES.length) tags.push('ACTIVES');
  if (groups.ALL.every((s) => statuses.includes(s))) tags.push('ALL');
  return [...tags, ...statuses];
}

/** The individual statuses of a filter selection (the group tags dropped). */
export function statusesOf(selection: readonly string[]): string[] {
  return selection.filter((v) => v !== 'ACTIVES' && v !== 'ALL');
}
