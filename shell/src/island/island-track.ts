import type { TrackResult } from '@fcs/shared/model/entities';
import type { Envelope } from '@fcs/shared/model/envelope';
import { encodeTrackingList } from '@fcs/shared/model/tracking';
import { loadAppConfig } from '../app/app-config';
import type { TrackCall } from '../features/track/use-track';

/**
 * GET /track without the api client (axios) and without a token: a public read, as the shell's client
 * sends it for a visitor (spec 1 §5). Fails with {status, message} like the client.
 */
export const islandTrack: TrackCall = async (numbers) => {
  const config = await loadAppConfig();
  let res: Response;
  try {
    res = await fetch(`${config.apiUrl.replace(/\/+$/, '')}/track/${encodeTrackingList(numbers)}`, {
      headers: { 'Project-ID': config.projectId },
    });
  } catch {
    throw { status: 0, message: 'Network Error' };
  }
  const body = (await res.json().catch(() => null)) as Partial<Envelope<TrackResult[]>> | null;
  if (!res.ok || body?.status !== 'Ok') throw { status: res.status, message: body?.message || 'Unexpected answer' };
  return body.data as TrackResult[];
};
