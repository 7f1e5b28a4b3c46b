import type { PackageDownloadInput, PackageMoveInput, PackageReceiveInput, PackageUsersInput } from '../contract/packages';
import type { Package } from '../model/entities';
import { PACKAGE_CSV_FILE } from '../model/packages';
import { toFailure } from './failure';
import { clientConfig, request } from './http';

/**
 * Staff packages (issue 11): the intake, the bulk move, the assign block (spec 1 §7 PUT
 * /packages/users) and the CSV download. Success texts: PACKAGE_MSG.received, PACKAGE_MSG.moved,
 * PACKAGE_MSG.updated (the api answers the same words).
 */
export const receivePackage = (body: PackageReceiveInput) => request<Package>('main', { method: 'POST', url: '/packages', data: body });
export const movePackages = (body: PackageMoveInput) =>
  request<{ moved: number }>('main', { method: 'PUT', url: '/packages/status', data: body });
export const assignPackageUsers = (body: PackageUsersInput) =>
  request<Package>('main', { method: 'PUT', url: '/packages/users', data: body });

export interface DownloadProgress {
  /** Bytes received so far. */
  bytes: number;
  /** Rows received so far (lines after the header). */
  rows: number;
  /** How many rows the api said would come (X-Row-Estimate), when it said. */
  estimate: number | null;
}

/**
 * POST /api/download/packages: reads the streamed CSV, telling `onProgress` the bytes and rows as
 * they arrive, and answers it as a Blob (saved as packages_report.csv by the page).
 */
export async function downloadPackagesCsv(
  body: PackageDownloadInput,
  onProgress?: (p: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string; rows: number }> {
  const config = clientConfig();
  if (!config) throw { status: 0, message: 'The api client is not configured' };
  const token = await config.getToken(false);
  if (!token) throw { status: 401, message: 'Please wait for sign-in to finish and try again' };
  let res: Response;
  try {
    res = await fetch(`${config.reportUrl}/download/packages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Token: token, 'Project-ID': config.projectId },
      body: JSON.stringify(body),
      signal,
    });
  } catch (e) {
    throw toFailure(e);
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { message?: string } | null;
    throw { status: res.status, message: answer?.message || res.statusText || 'The download failed' };
  }
  const estimateHeader = res.headers.get('X-Row-Estimate');
  const estimate = estimateHeader === null ? null : Number(estimateHeader);
  const chunks: BlobPart[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      for (const b of value) if (b === 10) lines++;
      onProgress?.({ bytes, rows: Math.max(0, lines - 1), estimate });
    }
  } else {
    const text = await res.text();
    chunks.push(text);
    bytes = text.length;
    lines = text.split('\n').length - 1;
  }
  const rows = Math.max(0, lines - 1);
  onProgress?.({ bytes, rows, estimate });
  return { blob: new Blob(chunks, { type: 'text/csv' }), fileName: PACKAGE_CSV_FILE, rows };
}
