import type { ImportKind, ImportProgress, ImportResult } from '@fcs/shared/model/imports';
import { clientConfig } from './http';

/** What the screen shows while a file goes up and the api works on it. */
export type ImportStep = { step: 'upload'; sent: number; total: number } | ({ step: 'server' } & ImportProgress);

export interface ImportAnswer {
  /** Ok: checked (dry run) or imported; otherwise nothing was imported. */
  ok: boolean;
  message: string;
  /** The counts and the rows' errors; absent when the file itself was refused (its header, its size). */
  result: ImportResult | null;
}

/**
 * POST /imports/{kind} (issue 32) with the file as text/csv, asking for NDJSON: `onStep` hears the
 * upload's bytes, then the api's progress lines; the last line is the answer. XMLHttpRequest rather
 * than fetch, for the upload's progress. A failure to reach the api rejects with {status, message}.
 */
export function importFile(
  kind: ImportKind,
  file: Blob,
  { dryRun, onStep, signal }: { dryRun: boolean; onStep?: (s: ImportStep) => void; signal?: AbortSignal },
): Promise<ImportAnswer> {
  const config = clientConfig();
  if (!config) return Promise.reject({ status: 0, message: 'The api client is not configured' });
  return config.getToken(false).then(
    (token) =>
      new Promise<ImportAnswer>((resolve, reject) => {
        if (!token) return reject({ status: 401, message: 'Please wait for sign-in to finish and try again' });
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${config.apiUrl}/imports/${kind}${dryRun ? '?dry_run=true' : ''}`);
        xhr.setRequestHeader('Content-Type', 'text/csv');
        xhr.setRequestHeader('Accept', 'application/x-ndjson');
        xhr.setRequestHeader('Token', token);
        xhr.setRequestHeader('Project-ID', config.projectId);
        let read = 0;
        let last: Record<string, unknown> | null = null;
        const consume = () => {
          const text = xhr.responseText ?? '';
          let end = text.indexOf('\n', read);
          while (end >= 0) {
            const line = text.slice(read, end).trim();
            read = end + 1;
            end = text.indexOf('\n', read);
            if (!line) continue;
            try {
              const value = JSON.parse(line) as Record<string, unknown>;
              if (value.progress) onStep?.({ step: 'server', ...(value.progress as ImportProgress) });
              else last = value;
            } catch {
              // not a line of ours
            }
          }
        };
        xhr.upload.onprogress = (e) => onStep?.({ step: 'upload', sent: e.loaded, total: e.lengthComputable ? e.total : file.size });
        xhr.onprogress = consume;
        xhr.onerror = () => reject({ status: 0, message: 'Network Error: the file did not reach the portal; try again' });
        xhr.onabort = () => reject({ status: 0, message: 'The import was stopped' });
        xhr.onload = () => {
          if (xhr.status !== 200) {
            let message = xhr.statusText || 'The import failed';
            try {
              message = (JSON.parse(xhr.responseText) as { message?: string }).message || message;
            } catch {
              // not our envelope
            }
            config.onFailure?.({ status: xhr.status, message });
            return resolve({ ok: false, message, result: null });
          }
          consume();
          const answer = last as { status?: string; message?: string; data?: ImportResult } | null;
          if (!answer) return reject({ status: 0, message: 'The portal did not finish its answer: try again' });
          resolve({ ok: answer.status === 'Ok', message: answer.message ?? '', result: answer.data ?? null });
        };
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(file);
      }),
  );
}
