import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { HttpError } from '../lib/http-error';
import { encodePhoto, isEncoded } from './photo-encoder';
import type { PhotoStorage } from './photo-storage';

export interface CleanReport {
  checked: number;
  cleaned: number;
  /** Keys whose bytes sharp cannot read (a HEIC, a broken file): left as they are, listed for the operator. */
  unreadable: string[];
}

/**
 * Re-encodes every photo stored before uploads were (`pnpm fcs photos clean`): each one that still
 * carries metadata or is over the size is written again under its own key, as encodePhoto makes it
 * (records keep their URLs). Idempotent by content: a photo already clean is left untouched, so the
 * command may be run again, or on several machines at once, at no cost but the reading.
 */
export async function cleanStoredPhotos(storage: PhotoStorage, onProgress: (key: string) => void = () => {}): Promise<CleanReport> {
  const report: CleanReport = { checked: 0, cleaned: 0, unreadable: [] };
  for await (const key of storage.keys()) {
    const photo = await storage.get(key);
    if (!photo) continue;
    report.checked++;
    const bytes = photo.body instanceof Uint8Array ? photo.body : await buffer(photo.body as Readable);
    if (await isEncoded(bytes)) continue;
    try {
      const clean = await encodePhoto(bytes);
      await storage.replace(key, clean.bytes, clean.type.mime);
      report.cleaned++;
      onProgress(key);
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      report.unreadable.push(key);
    }
  }
  return report;
}
