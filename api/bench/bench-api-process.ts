/**
 * The api as the bench measures it: a process of its own (as the server runs), so that the bench's
 * client and its direct SQL never share the api's event loop. Started by bench-kit with an IPC
 * channel: it answers `{ address }` once listening; `record-start` and `record-stop` record the
 * statements of the calls in between, sent back for a direct replay.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../src/config';
import { openDb, type Db } from '../src/db/db';
import { FirebaseIdentity } from '../src/identity/firebase-identity';
import type { Statement } from './bench-kit';

const record = { on: false, list: [] as Statement[] };
/** The time the api's statements took inside its calls since the last replay (BENCH_DEBUG prints it). */
let inCallMs = 0;

/** The api's database, recording each statement into `record.list` while `record.on`. */
function recording(db: Db): Db {
  const wrap = (inner: Db): Db => ({
    ...inner,
    query: async (sql, params = [], ...rest) => {
      if (record.on) record.list.push({ sql, params });
      const started = performance.now();
      try {
        return await inner.query(sql, params, ...rest);
      } finally {
        inCallMs += performance.now() - started;
      }
    },
    tx: (fn) => inner.tx((t) => fn(wrap(t))),
  });
  return wrap(db);
}

// The bench measures speed, not the throttles (/track allows 60 calls a minute per address).
const unthrottled = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, max: 1_000_000_000 }]),
) as typeof DEFAULT_RATE_LIMITS;
const config = { ...loadConfig(), rateLimits: unthrottled };
const identity = new FirebaseIdentity({ projectId: config.projectId, emulatorHost: config.authEmulatorHost });
// The api's database as the server opens it: its pool, statement timeout and report lane.
const db = await openDb({
  databaseUrl: config.databaseUrl,
  poolSize: config.poolSize,
  statementTimeoutMs: config.statementTimeoutMs,
  reportConcurrency: config.reportConcurrency,
});
const app = await buildApp({ config, db: recording(db), identity });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

/**
 * The statements replayed by the api's own pool, in its process: on the connection the api's call
 * just used (the pool hands back the last released one), so that api and SQL meet the same
 * PostgreSQL backend (backends differ by a few per cent on long statements). Answers their time.
 */
async function replayHere(statements: readonly Statement[]): Promise<number> {
  const started = performance.now();
  for (const st of statements) await db.query(st.sql, st.params);
  return performance.now() - started;
}

process.on('message', (m: string | { replay: Statement[] }) => {
  if (typeof m === 'object' && m && 'replay' in m) {
    const inCall = inCallMs;
    inCallMs = 0;
    void replayHere(m.replay).then(
      (ms) => process.send!({ replayed: ms, inCall }),
      (e: unknown) => process.send!({ replayed: -1, error: String(e) }),
    );
    return;
  }
  if (m === 'record-start') {
    record.list = [];
    record.on = true;
  } else if (m === 'record-stop') {
    record.on = false;
    process.send!({ statements: record.list });
  } else if (m === 'close') {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  }
});
process.send!({ address });
