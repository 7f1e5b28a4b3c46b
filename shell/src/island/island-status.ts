import type { Envelope } from '@fcs/shared/model/envelope';
import type { StatusView } from '@fcs/shared/model/status-links';
import { loadAppConfig } from '../app/app-config';
import type { StatusCall } from '../features/status/use-status';

declare global {
  interface Window {
    /** The page's read, started by boot.js while this bundle downloads. */
    fcsEarlyStatus?: Promise<Response>;
  }
}

/** boot.js's read of this page's token, once (a retry reads again). */
function takeEarlyStatus(): Promise<Response> | undefined {
  const early = window.fcsEarlyStatus;
  delete window.fcsEarlyStatus;
  return early;
}

async function fetchStatus(token: string): Promise<Response> {
  const config = await loadAppConfig();
  // Without Project-ID (the api does not need it here): a simple request, no CORS preflight.
  return fetch(`${config.apiUrl.replace(/\/+$/, '')}/status/${encodeURIComponent(token)}`);
}

/**
 * GET /status/{token} without the api client (axios) and without a token: the status island's read,
 * as a visitor's. Fails with {status, message} like the client.
 */
export const islandStatus: StatusCall = async (token) => {
  let res: Response;
  try {
    res = await (takeEarlyStatus() ?? fetchStatus(token));
  } catch {
    throw { status: 0, message: 'Network Error' };
  }
  const body = (await res.json().catch(() => null)) as Partial<Envelope<StatusView>> | null;
  if (!res.ok || body?.status !== 'Ok') throw { status: res.status, message: body?.message || 'Unexpected answer' };
  return body.data as StatusView;
};
