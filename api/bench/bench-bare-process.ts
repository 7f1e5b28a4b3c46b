/**
 * The floor under the api for the same SQL: a bare node:http server (no framework, no sign-in, no
 * validation, no serialising of rows) that runs the statements it is sent on the api's own database
 * layer (its pool, prepared statements and session settings) and answers how long they took inside.
 * A round trip to it beyond that time is what HTTP and the machine's waking up after a wait of that
 * length cost here: no server on this machine adds less to a statement of that length. Started by
 * bench-kit with an IPC channel: it answers `{ address }` once listening.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/db';
import type { Statement } from './bench-kit';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, poolSize: config.poolSize, statementTimeoutMs: config.statementTimeoutMs });

async function run(statements: readonly Statement[]): Promise<number> {
  const started = performance.now();
  for (const s of statements) await db.query(s.sql, [...s.params]);
  return performance.now() - started;
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    run(JSON.parse(Buffer.concat(chunks).toString()) as Statement[]).then(
      (inside) => res.end(JSON.stringify({ inside })),
      (e: unknown) => res.writeHead(500).end(JSON.stringify({ error: String(e) })),
    );
  });
});
server.listen(0, '127.0.0.1', () => process.send!({ address: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
process.on('message', (m) => {
  if (m === 'close') server.close(() => void db.close().then(() => process.exit(0)));
});
