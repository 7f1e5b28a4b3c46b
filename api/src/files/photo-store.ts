import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ImageType } from './image-type';

/**
 * Photos under `${dataDir}/files/<kind>/<id>/<name>`, served at `${publicUrl}/files/...`. Records
 * store the path below files/ (dropoffs/<id>/<name>); answers carry absolute URLs.
 */
const FOLDER = /^(dropoffs|pickups|packages)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Names the store gives (random hex) and the seed's (1.jpg): no separators, no dots but the extension's. */
const NAME = /^[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|gif|heic)$/;

export function photoStore(dataDir: string, publicUrl: string) {
  const root = path.join(dataDir, 'files');
  return {
    /** Writes the photo under the folder with a random name; answers its stored path. */
    save(folder: string, bytes: Uint8Array, type: ImageType): string {
      if (!FOLDER.test(folder)) throw new Error(`not an upload folder: ${folder}`);
      const dir = path.join(root, folder);
      mkdirSync(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      writeFileSync(path.join(dir, name), bytes, { flag: 'wx' });
      return `${folder}/${name}`;
    },
    url: (stored: string) => `${publicUrl}/files/${stored}`,
    /**
     * The stored path of a photo URL (absolute under our /files/, or already a stored path) when it
     * names a file that exists in exactly this folder; null for anything else (foreign hosts,
     * other records' photos, path tricks, files never uploaded).
     */
    storedPathOf(folder: string, urlOrPath: string): string | null {
      const prefix = `${publicUrl}/files/`;
      const stored = urlOrPath.startsWith(prefix) ? urlOrPath.slice(prefix.length) : urlOrPath;
      if (!stored.startsWith(`${folder}/`)) return null;
      const name = stored.slice(folder.length + 1);
      if (!NAME.test(name)) return null;
      return existsSync(path.join(root, folder, name)) ? `${folder}/${name}` : null;
    },
  };
}
export type PhotoStore = ReturnType<typeof photoStore>;
