import type { Db } from '../db/db';
import type { DecodedToken } from './identity';

/**
 * Verified ID tokens, kept until they expire: verifying is the costliest part of a request (with the
 * emulator a network call), and a token says the same thing for its whole life. Who the caller is
 * now (disabled, privileges) is never taken from here but from the users row.
 */
export function tokenCache(max = 20_000) {
  const entries = new Map<string, DecodedToken & { expiresAt: number }>();
  return {
    async verify(token: string, verify: (token: string) => Promise<DecodedToken & { expiresAt: number }>) {
      const hit = entries.get(token);
      if (hit && hit.expiresAt > Date.now()) return hit;
      if (hit) entries.delete(token);
      const decoded = await verify(token);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(token, decoded);
      return decoded;
    },
  };
}

/**
 * The callers' users rows, kept for a few seconds (many calls of one screen come together) and
 * dropped at once by any write to the users table through this api (`watchUserWrites`), so that a
 * disabled user or a changed privilege is honoured on their next call.
 */
export function userCache<U>(ttlMs: number) {
  const entries = new Map<string, { user: U | null; until: number }>();
  return {
    async get(id: string, load: (id: string) => Promise<U | null>): Promise<U | null> {
      const hit = entries.get(id);
      if (hit && hit.until > Date.now()) return hit.user;
      const user = await load(id);
      if (ttlMs > 0) entries.set(id, { user, until: Date.now() + ttlMs });
      return user;
    },
    clear: () => entries.clear(),
  };
}

const WRITES_USERS = /\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+users\b/i;

/** The database, telling `onWrite` when a statement writes the users table (before and after it runs). */
export function watchUserWrites(db: Db, onWrite: () => void): Db {
  return {
    ...db,
    async query(sql, params, options) {
      if (!WRITES_USERS.test(sql)) return db.query(sql, params, options);
      onWrite();
      try {
        return await db.query(sql, params, options);
      } finally {
        onWrite();
      }
    },
    // A row read between the write and the commit is the old one: drop again once the transaction ends.
    tx: (fn) => {
      let wrote = false;
      return db
        .tx((t) =>
          fn(
            watchUserWrites(t, () => {
              wrote = true;
              onWrite();
            }),
          ),
        )
        .finally(() => {
          if (wrote) onWrite();
        });
    },
  } as Db;
}
