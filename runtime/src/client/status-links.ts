import type { RevokeStatusLinkBody } from '@fcs/shared/contract/status-links';
import type { StatusView } from '@fcs/shared/model/status-links';
import { request } from './http';

/** A record's status page (GET /status/{token}); a signed-in owner's answer names the full detail screen. */
export const getStatusView = (token: string) =>
  request<StatusView>('main', { method: 'GET', url: `/status/${encodeURIComponent(token)}`, publicRead: true });
/** Ends every live status link of a record (staff of its kind); the next notice makes a new one. */
export const revokeStatusLink = (body: RevokeStatusLinkBody) =>
  request<{ revoked: number }>('main', { method: 'PUT', url: '/status_links/revoke', data: body });
