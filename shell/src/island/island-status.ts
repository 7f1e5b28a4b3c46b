import type { Envelope } from '@fcs/shared/model/envelope';
import type { StatusView } from '@fcs/shared/model/status-links';
import { loadAppConfig } from '../app/app-config';
import type { StatusCall } from '../features/status/use-status';

/**
 * GET /status/{token} without the api client (axios) and without a token: the status island's read,
 * as a visitor's. Fails with {status, message} like the client.
 */
export const islandStatus: StatusCall = async (token) => {
  const config = await loadAppConfig();
  let res: Response;
  try {
    res = await fetch(`${config.apiUrl.replace(/\/+$/, '')}/status/${encodeURIComponent(token)}`, {
      headers: { 'Project-ID': config.projectId },
    });
  } catch {
    throw { status: 0, message: 'Network Error' };
  }
  const body = (await res.json().catch(() => null)) as Partial<Envelope<StatusView>> | null;
  if (!res.ok || body?.status !== 'Ok') throw { status: res.status, message: body?.message || 'Unexpected answer' };
  return body.data as StatusView;
};
