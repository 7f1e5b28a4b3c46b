import type { Db } from '../db/db';

/** What @fastify/rate-limit asks a store: the count of this window (this call included) and the ms left in it. */
type Done = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface RouteParams {
  /** strict: every call counts in the database at once; batched: counted here, summed across replicas every second. */
  shared?: 'strict' | 'batched';
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Counts a call in the database and answers the window's count across every replica: one
 * statement, which starts a new window when the last has ended.
 */
const COUNT = `INSERT INTO throttle_counters AS c (key, count, window_ends)
  SELECT k, n, now() + w * interval '1 millisecond' FROM unnest($1::text[], $2::int[], $3::int[]) AS x(k, n, w)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.window_ends <= now() THEN excluded.count ELSE c.count + excluded.count END,
    window_ends = CASE WHEN c.window_ends <= now() THEN excluded.window_ends ELSE c.window_ends END
  RETURNING key, count, greatest(0, ceil(extract(epoch FROM c.window_ends - now()) * 1000))::int AS ttl`;

/** How often the batched counts are summed across replicas, and how often ended windows are removed. */
export const SYNC_MS = 1_000;
const SWEEP_MS = 60_000;

/**
 * The throttles' counters, shared by every api replica through the database (docs/decisions/0008),
 * so that two replicas do not double a limit and no new server is needed.
 *
 * - strict (uploads, e-mail codes): one statement per throttled call, on those routes only.
 * - batched (the public reads, /track): no database round trip on the call: each replica counts
 *   locally and adds its counts to the shared ones every SYNC_MS, learning the others' at the same
 *   time. A key may pass its limit by what the other replicas took in the last second; the public
 *   reads' limits are against scripts, where that does not matter.
 */
export function sharedThrottleStore(db: Db) {
  const batched = new Map<string, { known: number; pending: number; windowEnds: number; windowMs: number }>();
  let syncing: Promise<void> | null = null;
  let lastSweep = Date.now();

  async function sync() {
    const sent = [...batched].filter(([, e]) => e.pending > 0).map(([key, e]) => ({ key, e, n: e.pending }));
    if (sent.length) {
      for (const s of sent) s.e.pending -= s.n;
      try {
        const rows = await db.query<{ key: string; count: number; ttl: number }>(COUNT, [
          sent.map((s) => s.key),
          sent.map((s) => s.n),
          sent.map((s) => s.e.windowMs),
        ]);
        const now = Date.now();
        for (const row of rows) {
          const e = batched.get(row.key);
          if (e) Object.assign(e, { known: Number(row.count), windowEnds: now + Number(row.ttl) });
        }
      } catch {
        // The database is away: keep counting here and try again at the next sync.
        for (const s of sent) s.e.pending += s.n;
      }
    }
    const now = Date.now();
    for (const [key, e] of batched) if (e.windowEnds <= now && e.pending === 0) batched.delete(key);
    if (now - lastSweep > SWEEP_MS) {
      lastSweep = now;
      await db.query("DELETE FROM throttle_counters WHERE window_ends < now() - interval '1 minute'").catch(() => undefined);
    }
  }
  const timer = setInterval(() => {
    if (!syncing) syncing = sync().finally(() => (syncing = null));
  }, SYNC_MS);
  timer.unref();

  class Store {
    constructor(private readonly params: RouteParams = {}) {}
    child(params: RouteParams) {
      return new Store(params);
    }
    private key(key: string) {
      const route = this.params.routeInfo;
      return `${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''} ${key}`;
    }
    incr(key: string, done: Done, windowMs: number) {
      const k = this.key(key);
      if (this.params.shared === 'batched') {
        const now = Date.now();
        let e = batched.get(k);
        if (!e || e.windowEnds <= now) batched.set(k, (e = { known: 0, pending: 0, windowEnds: now + windowMs, windowMs }));
        e.pending++;
        return done(null, { current: e.known + e.pending, ttl: e.windowEnds - now });
      }
      db.query<{ count: number; ttl: number }>(COUNT, [[k], [1], [windowMs]]).then(
        ([row]) => done(null, { current: Number(row!.count), ttl: Number(row!.ttl) }),
        (e: Error) => done(e),
      );
    }
  }
  return {
    Store,
    /** Sends what is counted locally now (tests; shutdown). */
    flush: () => (syncing ?? Promise.resolve()).then(sync),
    stop: () => clearInterval(timer),
  };
}
