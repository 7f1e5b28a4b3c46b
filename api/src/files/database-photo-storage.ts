import type { Db } from '../db/db';
import type { PhotoStorage } from './photo-storage';

/**
 * Photos as rows of the photos table (migration 018): on PGlite and on PostgreSQL alike, read by
 * every replica, backed up with the data they belong to. Fine for the portal's photos (a few
 * hundred KB each, at most 8 MB); an object store is the choice for millions of them.
 */
export function databasePhotoStorage(db: Db): PhotoStorage {
  return {
    kind: 'database',
    async put(key, bytes, contentType) {
      await db.query('INSERT INTO photos (key, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING', [
        key,
        contentType,
        bytes,
      ]);
    },
    async get(key) {
      const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM photos WHERE key = $1', [
        key,
      ]);
      return row ? { body: row.bytes, contentType: row.content_type, size: row.bytes.byteLength } : null;
    },
    async has(key, t = db) {
      // In the caller's transaction when it has one: PGlite's one connection is held by it.
      return (await t.query('SELECT 1 FROM photos WHERE key = $1', [key])).length > 0;
    },
    async replace(key, bytes, contentType) {
      await db.query('UPDATE photos SET content_type = $2, bytes = $3 WHERE key = $1', [key, contentType, bytes]);
    },
    async *keys() {
      // Keyset pages: a table of photos is not read into memory at once.
      for (let after = ''; ;) {
        const rows = await db.query<{ key: string }>('SELECT key FROM photos WHERE key > $1 ORDER BY key LIMIT 500', [after]);
        for (const r of rows) yield r.key;
        if (rows.length < 500) return;
        after = rows[rows.length - 1]!.key;
      }
    },
    async removeUnder(prefix) {
      await db.query("DELETE FROM photos WHERE key LIKE $1 || '%'", [prefix]);
    },
  };
}
