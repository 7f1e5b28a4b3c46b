import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import type { ImageType } from './image-type';
import type { PhotoStorage } from './photo-storage';

/**
 * Photos under `<kind>/<id>/<name>` in the photo storage, served at `${publicUrl}/files/...`.
 * Records store the key (dropoffs/<id>/<name>); answers carry absolute URLs.
 */
const FOLDER = /^(dropoffs|pickups|packages)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Names the store gives (random hex) and the seed's (1.jpg): no separators, no dots but the extension's. */
const NAME = /^[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|gif|heic)$/;
/** Any key the api hands out: a record's folder (or the seed's shared `packages/demo`) and a name. */
export const PHOTO_KEY = /^(dropoffs|pickups|packages)\/([0-9a-f-]{36}|demo)\/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|gif|heic)$/;

export function photoStore(storage: PhotoStorage, publicUrl: string) {
  return {
    /** Stores the photo under the folder with a random name; answers its key. */
    async save(folder: string, bytes: Uint8Array, type: ImageType): Promise<string> {
      if (!FOLDER.test(folder)) throw new Error(`not an upload folder: ${folder}`);
      const key = `${folder}/${randomBytes(16).toString('hex')}.${type.ext}`;
      await storage.put(key, bytes, type.mime);
      return key;
    },
    url: (stored: string) => `${publicUrl}/files/${stored}`,
    /** The photo under a key, to serve it; null when there is none. */
    read: (key: string) => storage.get(key),
    storage,
    /**
     * The keys of photo URLs (absolute under our /files/, or already keys) when every one names a
     * photo that exists in exactly this folder; null when any does not (foreign hosts, other
     * records' photos, path tricks, photos never uploaded). Duplicates are kept once.
     */
    async storedPaths(folder: string, urlsOrPaths: readonly string[], t?: Db): Promise<string[] | null> {
      const prefix = `${publicUrl}/files/`;
      const keys: string[] = [];
      for (const u of urlsOrPaths) {
        const stored = u.startsWith(prefix) ? u.slice(prefix.length) : u;
        const name = stored.startsWith(`${folder}/`) ? stored.slice(folder.length + 1) : '';
        if (!NAME.test(name) || !(await storage.has(`${folder}/${name}`, t))) return null;
        keys.push(`${folder}/${name}`);
      }
      return [...new Set(keys)];
    },
  };
}
export type PhotoStore = ReturnType<typeof photoStore>;
