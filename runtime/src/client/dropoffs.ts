import type { DropoffCancelInput, DropoffCompleteInput, DropoffCreateInput, DropoffUpdateInput } from '@fcs/shared/contract/dropoffs';
import { FTS_LIMIT } from '@fcs/shared/model/constants';
import type { CustomerHit, Dropoff, Staff } from '@fcs/shared/model/entities';
import { encodeSearch } from '@fcs/shared/model/format';
import type { ReportQuery } from '@fcs/shared/model/report';
import { uploadFolder, type UploadKind, type UploadResult } from '@fcs/shared/model/uploads';
import { request } from './http';

/**
 * Drop-offs (spec 3). Each resolves with the answer's data or rejects with {status, message}; the
 * success texts to show are MSG.dropoffCreated, MSG.dropoffUpdated, MSG.dropoffCompleted and
 * MSG.dropoffCanceled (the api answers the same words as `message`).
 */
export const createDropoff = (body: DropoffCreateInput) => request<Dropoff>('main', { method: 'POST', url: '/dropoffs', data: body });
export const updateDropoff = (body: DropoffUpdateInput) => request<Dropoff>('main', { method: 'PUT', url: '/dropoffs', data: body });
export const completeDropoff = (body: DropoffCompleteInput) =>
  request<Dropoff>('main', { method: 'PUT', url: '/dropoffs/complete', data: body });
export const cancelDropoff = (body: DropoffCancelInput) => request<Dropoff>('main', { method: 'PUT', url: '/dropoffs/cancel', data: body });
export const getDropoff = (id: string) => request<Dropoff>('main', { method: 'GET', url: `/dropoffs/${encodeURIComponent(id)}` });

/** My Drop-Offs: only the caller's own. */
export const listMyDropoffs = (query: ReportQuery) =>
  request<Dropoff[]>('report', { method: 'POST', url: '/data/dropoffs', data: { ...query, view: 'mine' } });
export const countMyDropoffs = (query: Pick<ReportQuery, 'filters'>) =>
  request<number>('report', { method: 'POST', url: '/row/dropoffs', data: { ...query, view: 'mine' } });

/** The staff drop-off list (df). */
export const listDropoffs = (query: ReportQuery) => request<Dropoff[]>('report', { method: 'POST', url: '/data/dropoffs', data: query });
export const countDropoffs = (query: Pick<ReportQuery, 'filters'>) =>
  request<number>('report', { method: 'POST', url: '/row/dropoffs', data: query });

/** The staff search box (df): number, customer name or FCS ID. Empty text answers []. */
export const searchDropoffs = (text: string, limit: number = FTS_LIMIT) =>
  text.trim()
    ? request<Dropoff[]>('report', { method: 'GET', url: `/fts/dropoffs/${encodeSearch(text.trim())}/${limit}` })
    : Promise.resolve([] as Dropoff[]);

/** Received By choices: users with is_employee (df or pku callers). */
export const listStaff = () => request<Staff[]>('main', { method: 'GET', url: '/staff' });

/** /search-customers (df, pku or cu): customers by FCS ID, name or phone; hyphens count as spaces. Empty text answers []. */
export const searchCustomers = (text: string, limit: number = FTS_LIMIT) => {
  const words = text.replace(/-/g, ' ').trim();
  return words
    ? request<CustomerHit[]>('report', { method: 'GET', url: `/fts/users/${encodeSearch(words)}/${limit}` })
    : Promise.resolve([] as CustomerHit[]);
};

/**
 * One photo into a record's folder (`dropoffs/{id}`); answers {url} to list in that record's
 * photo_urls on its next update. The folder goes first so the api refuses before reading the file.
 */
export const uploadPhoto = (kind: UploadKind, id: string, file: Blob, fileName = 'photo') => {
  const form = new FormData();
  form.append('folder', uploadFolder(kind, id));
  form.append('file', file, fileName);
  return request<UploadResult>('main', { method: 'POST', url: '/uploads', data: form });
};
