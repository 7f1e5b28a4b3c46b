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
 * dropped at once by any write to the users table through this api (`watchUserWrites`) on every
 * replica (`shareUserCache`), so that a disabled user or a changed privilege is honoured on their
 * next call, whichever replica takes it. While a replica cannot hear the others (its LISTEN
 * connection is down), it reads the row on every call instead.
 */
export function userCache<U>(ttlMs: number) {
  const entries = new Map<string, { user: U | null; until: number }>();
  let enabled = true;
  return {
    async get(id: string, load: (id: string) => Promise<U | null>): Promise<U | null> {
      const hit = enabled ? entries.get(id) : undefined;
      if (hit && hit.until > Date.now()) return hit.user;
      const user = await load(id);
      if (ttlMs > 0 && enabled) entries.set(id, { user, until: Date.now() + ttlMs });
      return user;
    },
    clear: () => entries.clear(),
    /** Off: every call reads the row (nothing tells this replica of the others' writes). */
    setEnabled(on: boolean) {
      enabled = on;
      entries.clear();
    },
  };
}
export type UserCache = ReturnType<typeof userCache>;

/** The channel on which a replica that wrote users tells the others (PostgreSQL NOTIFY). */
export const USERS_CHANGED = 'fcs_users_changed';
const NOTIFY = `SELECT pg_notify('${USERS_CHANGED}', '')`;

/**
 * Every replica's cache hears every replica's writes: LISTEN on PostgreSQL (no cache while not
 * listening). On PGlite there is one process, whose own writes clear it. Answers the stop function.
 */
export async function shareUserCache(db: Db, cache: Pick<UserCache, 'clear' | 'setEnabled'>): Promise<() => Promise<void>> {
  if (!db.listen) return async () => undefined;
  cache.setEnabled(false);
  return db.listen(USERS_CHANGED, cache.clear, (listening) => cache.setEnabled(listening));
}

const WRITES_USERS = /\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+users\b/i;

/**
 * The database, telling `onWrite` when a statement writes the users table (before and after it
 * runs), and, on PostgreSQL, the other replicas: a NOTIFY in the writing transaction, delivered
 * when it commits (a write outside a transaction notifies right after it).
 */
export function watchUserWrites(db: Db, onWrite: () => void, notify = Boolean(db.listen)): Db {
  return {
    ...db,
    async query(sql, params, options) {
      if (!WRITES_USERS.test(sql)) return db.query(sql, params, options);
      onWrite();
      try {
        return await db.query(sql, params, options);
      } finally {
        onWrite();
        if (notify) await db.query(NOTIFY).catch(() => undefined);
      }
    },
    // A row read between the write and the commit is the old one: drop again once the transaction ends.
    tx: (fn) => {
      let wrote = false;
      return db
        .tx((t) => {
          const watched = (inner: Db): Db =>
            ({
              ...inner,
              async query(sql, params, options) {
                const rows = await inner.query(sql, params, options);
                if (WRITES_USERS.test(sql)) {
                  onWrite();
                  if (notify && !wrote) await inner.query(NOTIFY);
                  wrote = true;
                }
                return rows;
              },
              tx: (f) => inner.tx((joined) => f(watched(joined))),
            }) as Db;
          return fn(watched(t));
        })
        .finally(() => {
          if (wrote) onWrite();
        });
    },
  } as Db;
}
