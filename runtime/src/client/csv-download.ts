import { toFailure } from './failure';
import { clientConfig } from './http';

export interface DownloadProgress {
  /** Bytes received so far. */
  bytes: number;
  /** Rows received so far (lines after the header). */
  rows: number;
  /** How many rows the api said would come (X-Row-Estimate), when it said. */
  estimate: number | null;
}

export interface CsvFile {
  blob: Blob;
  fileName: string;
  rows: number;
}

/** The file name of a Content-Disposition header, or null. */
export function fileNameOf(disposition: string | null): string | null {
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  if (!m?.[1]) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

/**
 * POST a report download (`/api/download/{object}`): reads the streamed CSV, telling `onProgress`
 * the bytes and rows as they arrive, and answers it as a Blob, named as the api says or `fileName`.
 */
export async function downloadCsv(
  path: string,
  body: unknown,
  fileName: string,
  onProgress?: (p: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<CsvFile> {
  const config = clientConfig();
  if (!config) throw { status: 0, message: 'The api client is not configured' };
  const token = await config.getToken(false);
  if (!token) throw { status: 401, message: 'Please wait for sign-in to finish and try again' };
  let res: Response;
  try {
    res = await fetch(`${config.reportUrl}${path}`, {
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
  return { blob: new Blob(chunks, { type: 'text/csv' }), fileName: fileNameOf(res.headers.get('Content-Disposition')) ?? fileName, rows };
}
