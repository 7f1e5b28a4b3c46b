import type { Package, ReportTable, Settings, TrackResult, User } from '../model/entities';
import type { ReportQuery } from '../model/report';
import { encodeTrackingList } from '../model/tracking';
import { request } from './http';

/** The shell's calls and the report service. */
export const track = (numbers: readonly string[]) =>
  request<TrackResult[]>('main', { method: 'GET', url: `/track/${encodeTrackingList(numbers)}` });
export const getSettings = () => request<Settings>('main', { method: 'GET', url: '/settings' });
export const checkInvitation = () => request<{ invited: boolean; refresh?: boolean }>('main', { method: 'GET', url: '/check_invitation' });
export const joinInvite = () => request<User>('main', { method: 'POST', url: '/join_invite', data: {} });
export const getMe = () => request<User>('main', { method: 'GET', url: '/me' });
export const getPackage = (id: string) => request<Package>('main', { method: 'GET', url: `/packages/${encodeURIComponent(id)}` });

/** Rows of a report object; `view: 'mine'` keeps only the caller's own. */
export const reportData = <T>(table: ReportTable, query: ReportQuery) =>
  request<T[]>('report', { method: 'POST', url: `/data/${table}`, data: query });
export const reportCount = (table: ReportTable, query: Omit<ReportQuery, 'limit' | 'offset' | 'sorts'>) =>
  request<number>('report', { method: 'POST', url: `/row/${table}`, data: query });
