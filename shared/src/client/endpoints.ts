import { encodeTrackingList } from '../contract/tracking';
import { type Package, type Settings, type TrackResult, type User } from '../contract/entities';
import { type ReportQuery, type ReportTable } from '../contract/report';
import { request } from './http';

/** One typed function per endpoint. Remotes add theirs here as the contract grows. */
export const track = (numbers: readonly string[]) =>
  request<TrackResult[]>('main', { method: 'GET', url: `/track/${encodeTrackingList(numbers)}` });
export const getSettings = () => request<Settings>('main', { method: 'GET', url: '/settings' });
export const checkInvitation = () => request<{ invited: boolean; refresh?: boolean }>('main', { method: 'GET', url: '/check_invitation' });
export const joinInvite = () => request<User>('main', { method: 'POST', url: '/join_invite', data: {} });
export const getMe = () => request<User>('main', { method: 'GET', url: '/me' });
export const getPackage = (id: string) => request<Package>('main', { method: 'GET', url: `/packages/${encodeURIComponent(id)}` });

export const reportData = <T>(table: ReportTable, query: ReportQuery) =>
  request<T[]>('report', { method: 'POST', url: `/data/${table}`, data: query });
export const reportCount = (table: ReportTable, query: Omit<ReportQuery, 'limit' | 'offset' | 'sorts'>) =>
  request<number>('report', { method: 'POST', url: `/row/${table}`, data: query });
