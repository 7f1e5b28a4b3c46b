import type { Pickup } from '@fcs/shared/model/entities';
import type { Filter } from '@fcs/shared/model/report';
import { STATUS_FILTER_GROUPS } from '@fcs/shared/model/status';

/** The status filter: `status in (…)`, none when every status is chosen (ALL). */
export function statusFilters(statuses: readonly string[]): Filter[] {
  if (STATUS_FILTER_GROUPS.pickups.ALL.every((s) => statuses.includes(s))) return [];
  return [{ field: 'status', compare: 'in', value: [...statuses] }];
}

/** A search box: a part of any of `fields` (any case), in one OR group. */
export function searchFilters(search: string, fields: readonly (keyof Pickup)[]): Filter[] {
  const value = search.trim();
  if (!value) return [];
  return [{ or_group: 'search', filters: fields.map((field) => ({ field, compare: 'like' as const, value })) }];
}

/**
 * The pickups waiting to be rescheduled after a driver's Not collected (decision 0019): the driver's
 * Collect list and route leave them out; the office's /pickups can show only them.
 */
export const NOT_WAITING: Filter = { field: 'failed_attempt_at', compare: 'blank' };
export const WAITING: Filter = { field: 'failed_attempt_at', compare: 'not blank' };
