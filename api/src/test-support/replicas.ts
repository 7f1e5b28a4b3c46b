import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_DIR, repoRoot } from '../paths';

/**
 * The api as production runs it, for the operating tests (src/ops): the compiled build as its own
 * process, on a PostgreSQL server the test owns (initdb in a temp folder, its own port), with
 * HAProxy in front when asked. Everything is started on free loopback ports and stopped after.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Builds api/dist when a source is newer (scripts/lib/api-build.mjs; about a second). */
export function ensureApiBuilt() {
  execFileSync('node', ['--input-type=module', '-e', "import('./scripts/lib/api-build.mjs').then((m) => m.ensureApiBuild())"], {
    cwd: repoRoot(),
    stdio: 'inherit',
  });
}

interface OwnServer {
  url: string;
  urlOf(database: string): string;
  start(): void;
  stop(): void;
  isRunning(): boolean;
  psql(sql: string, database?: string): string;
}

/** A PostgreSQL server of the test's own (scripts/lib/own-postgres.cjs) with a database `fcs`; `remove` stops it and deletes it. */
export async function ownPostgres(): Promise<OwnServer & { database: string; remove(): void }> {
  // CommonJS shared with `pnpm start:cluster`.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ownPostgres: make } = require(path.join(repoRoot(), 'scripts/lib/own-postgres.cjs')) as {
    ownPostgres: (o: { dir: string; port: number }) => OwnServer;
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fcs-pg-'));
  const server = make({ dir, port: await freePort() });
  server.start();
  server.psql('CREATE DATABASE fcs');
  return {
    ...server,
    database: server.urlOf('fcs'),
    remove() {
      try {
        if (server.isRunning()) server.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface Replica {
  port: number;
  url: string;
  /** Its Prometheus metrics, on a port of their own. */
  metricsUrl: string;
  child: ChildProcess;
  /** What it wrote to stderr and stdout (JSON log lines). */
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM (drain) and wait for the exit code. */
  stop(): Promise<number | null>;
}

/** Waits until `url` answers 200 (or the process dies, or the time is up). */
export async function until200(url: string, timeoutMs: number, alive: () => boolean = () => true) {
  const started = Date.now();
  for (;;) {
    if (!alive()) throw new Error(`the process behind ${url} exited`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Starts `node --enable-source-maps api/dist/server.js` with these settings and waits for /ready. */
export async function startReplica(env: Record<string, string>, port?: number): Promise<Replica> {
  const p = port ?? (await freePort());
  const metricsPort = await freePort();
  const child = spawn('node', ['--enable-source-maps', path.join(API_DIR, 'dist/server.js')], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(p),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${p}`,
      METRICS_PORT: String(metricsPort),
      DELIVERY_POLL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const replica: Replica = {
    port: p,
    url: `http://127.0.0.1:${p}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    child,
    output: () => output,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  try {
    await until200(`${replica.url}/ready`, 120_000, () => child.exitCode === null);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${(e as Error).message}\n${output.slice(-2000)}`, { cause: e });
  }
  return replica;
}

/** Ends every process still running (afterAll, also when a test failed). */
export async function stopAll(replicas: (Replica | null | undefined)[]) {
  await Promise.all(
    replicas.map(async (r) => {
      if (!r || r.child.exitCode !== null || r.child.signalCode !== null) return;
      r.child.kill('SIGTERM');
      const late = setTimeout(() => r.child.kill('SIGKILL'), 15_000);
      await r.exited;
      clearTimeout(late);
    }),
  );
}
