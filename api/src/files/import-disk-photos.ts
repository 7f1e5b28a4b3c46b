import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { detectImage } from './image-type';
import type { PhotoStorage } from './photo-storage';
import { PHOTO_KEY } from './photo-store';

/**
 * Moves the photos that earlier versions kept on this machine's disk (`${dataDir}/files/...`, the
 * demo seed's and every upload) into the photo storage, under the same keys the records hold, then
 * renames the folder to `files.moved` (kept as a backup; delete it at will). Idempotent: a key
 * stored already is left as it is, so replicas that each had some of the files may all run it.
 */
export async function importDiskPhotos(storage: PhotoStorage, dataDir: string): Promise<number> {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return 0;
  let moved = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!PHOTO_KEY.test(key)) continue;
    const bytes = readFileSync(path.join(root, key));
    const type = detectImage(bytes);
    if (!type || (await storage.has(key))) continue;
    await storage.put(key, bytes, type.mime);
    moved++;
  }
  renameSync(root, `${root}.moved-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  return moved;
}
