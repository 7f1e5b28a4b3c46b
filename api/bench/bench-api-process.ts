/**
 * The api as the bench measures it: a process of its own (as the server runs), so that the bench's
 * client and its direct SQL never share the api's event loop. Started by bench-kit with an IPC
 * channel: it answers `{ address }` once listening; `record-start` and `record-stop` record the
 * statements of the calls in between, sent back for a direct replay; `phases` answers where the
 * api's own time went in the calls since the last `phases` (see below).
 */
import { subscribe, tracingChannel } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../src/config';
import { openDb, type Db } from '../src/db/db';
import { FirebaseIdentity } from '../src/identity/firebase-identity';
import type { Statement } from './bench-kit';

const record = { on: false, list: [] as Statement[] };
/** The time the api's statements took inside its calls since the last replay (BENCH_DEBUG prints it). */
let inCallMs = 0;
/** The time the api's statements took inside its calls, all told (the phases below subtract it). */
let statementsMs = 0;

/**
 * Where each call's time goes inside the api's process, from Node's and Fastify's diagnostics
 * channels (no hook of the app's own): "before" its handler (parsing, routing, the sign-in and
 * metrics hooks, reading the body, validation), the handler less its statements (building the
 * SQL, mapping the rows), and "after" it (serializing, the onSend hooks, writing the answer).
 */
const phases = { before: [] as number[], handler: [] as number[], after: [] as number[] };
const marks = new WeakMap<IncomingMessage, { arrived: number; handler?: number; statementsAtHandler?: number; returned?: number }>();
subscribe('http.server.request.start', (m) => marks.set((m as { request: IncomingMessage }).request, { arrived: performance.now() }));
type HandlerEvent = { request: { raw: IncomingMessage } };
tracingChannel<unknown, HandlerEvent>('fastify.request.handler').subscribe({
  start(m) {
    const mark = marks.get(m.request.raw);
    if (mark) Object.assign(mark, { handler: performance.now(), statementsAtHandler: statementsMs });
  },
  asyncStart(m) {
    const mark = marks.get(m.request.raw);
    if (mark?.handler === undefined) return;
    mark.returned = performance.now();
    phases.before.push(mark.handler - mark.arrived);
    phases.handler.push(mark.returned - mark.handler - (statementsMs - mark.statementsAtHandler!));
  },
  end() {},
  asyncEnd() {},
  error() {},
});
subscribe('http.server.response.finish', (m) => {
  const returned = marks.get((m as { request: IncomingMessage }).request)?.returned;
  if (returned !== undefined) phases.after.push(performance.now() - returned);
});

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
        const took = performance.now() - started;
        inCallMs += took;
        statementsMs += took;
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
  } else if (m === 'phases') {
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1] ?? Number.NaN;
    process.send!({ before: median(phases.before), handler: median(phases.handler), after: median(phases.after) });
    for (const list of Object.values(phases)) list.length = 0;
  } else if (m === 'close') {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  }
});
process.send!({ address });
