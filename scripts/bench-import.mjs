#!/usr/bin/env node
// `pnpm bench:import` (issue 32): 100,000 packages imported through POST /imports/packages of the
// compiled api on PostgreSQL, timed, beside the budget (60 s). Starts an Auth emulator and the api
// on ports of their own (9499 and 8499, moved by FCS_PORT_OFFSET) and runs api/bench/bench-import.ts
// against a fresh database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/fcs_bench_import,
// made again each run). BENCH_PACKAGES=… imports another number.
import { ensureApiBuild } from './lib/api-build.mjs';
import { ROOT, run, startAuthEmulator, stopAll } from './lib/services.mjs';

const offset = Number(process.env.FCS_PORT_OFFSET ?? 0) || 0;
const port = 9499 + offset;
ensureApiBuild();
let code;
try {
  await startAuthEmulator({ port });
  code = await new Promise((resolve) => {
    const child = run('bench', 'pnpm', ['--filter', './api', 'exec', 'tsx', 'bench/bench-import.ts'], {
      cwd: ROOT,
      env: { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}`, BENCH_API_PORT: String(8499 + offset), LOG_LEVEL: 'warn' },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
} finally {
  await stopAll();
}
process.exit(code ?? 1);
