import type { Readable } from 'node:stream';
import type { Db } from '../db/db';

/** A stored photo as it is served: its bytes (whole, or streamed from an object store) and type. */
export interface StoredPhoto {
  body: Uint8Array | Readable;
  contentType: string;
  size: number | null;
}

/**
 * Where photos live, one interface for every replica (docs/decisions/0008): the database by
 * default (PGlite or PostgreSQL, nothing more to set up), or an S3-compatible object store
 * (PHOTO_STORAGE=s3). Keys are the stored paths the records keep (`dropoffs/<id>/<name>.jpg`);
 * a key is written once and never changed, so every copy of it may be cached for good.
 */
export interface PhotoStorage {
  readonly kind: 'database' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredPhoto | null>;
  /** Whether the key exists; `db` is the caller's transaction (the database store reads in it). */
  has(key: string, db?: Db): Promise<boolean>;
  /** Writes new bytes under a key that exists (the clean-up of photos stored before re-encoding). */
  replace(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Every stored key, in pages, for the one-off clean-up. */
  keys(): AsyncIterable<string>;
  /** Removes every photo under the prefix (the seed's reset); an object store may keep them. */
  removeUnder(prefix: string): Promise<void>;
}
