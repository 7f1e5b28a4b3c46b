import type { Package, ReportTable, Settings, TrackResult, User } from '@fcs/shared/model/entities';
import { LIST_COUNT_LIMIT, type CountKind, type PageCursors, type ReportQuery } from '@fcs/shared/model/report';
import { encodeTrackingList } from '@fcs/shared/model/tracking';
import { request, requestEnvelope } from './http';

/** The shell's calls and the report service. */
export const track = (numbers: readonly string[]) =>
  request<TrackResult[]>('main', { method: 'GET', url: `/track/${encodeTrackingList(numbers)}`, publicRead: true });
export const getSettings = () => request<Settings>('main', { method: 'GET', url: '/settings', publicRead: true });
export const checkInvitation = () => request<{ invited: boolean; refresh?: boolean }>('main', { method: 'GET', url: '/check_invitation' });
export const joinInvite = () => request<User>('main', { method: 'POST', url: '/join_invite', data: {} });
export const getMe = () => request<User>('main', { method: 'GET', url: '/me' });
export const getPackage = (id: string) => request<Package>('main', { method: 'GET', url: `/packages/${encodeURIComponent(id)}` });

/** Rows of a report object; `view: 'mine'` keeps only the caller's own. */
export const reportData = <T>(table: ReportTable, query: ReportQuery) =>
  request<T[]>('report', { method: 'POST', url: `/data/${table}`, data: query });
export const reportCount = (table: ReportTable, query: Omit<ReportQuery, 'limit' | 'offset' | 'sorts'>) =>
  request<number>('report', { method: 'POST', url: `/row/${table}`, data: query });

/** A page of a list with its cursors: pass `cursors.last` as `after` (or `first` as `before`) for the next (previous) page. */
export async function reportPage<T>(table: ReportTable, query: ReportQuery): Promise<{ rows: T[]; cursors: PageCursors }> {
  const res = await requestEnvelope<T[], { cursors: PageCursors }>('report', { method: 'POST', url: `/data/${table}`, data: query });
  return { rows: res.data as T[], cursors: res.cursors ?? { first: null, last: null } };
}

/** A list's count as a page shows it: exact up to LIST_COUNT_LIMIT, beyond it "more than" or "about". */
export async function reportListCount(
  table: ReportTable,
  query: Omit<ReportQuery, 'limit' | 'offset' | 'sorts'>,
): Promise<{ count: number; kind: CountKind }> {
  const res = await requestEnvelope<number, { count_kind: CountKind }>('report', {
    method: 'POST',
    url: `/row/${table}`,
    data: { count_limit: LIST_COUNT_LIMIT, ...query },
  });
  return { count: res.data as number, kind: res.count_kind ?? 'exact' };
}
