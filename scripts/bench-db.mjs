#!/usr/bin/env node
// `pnpm bench:db`: starts an Auth emulator on ports of its own, runs api/bench/bench-db.ts against
// DATABASE_URL (default: the local PostgreSQL, database fcs_bench) and stops the emulator.
// Usage: pnpm bench:db [--generate]   (BENCH_RUNS=60 runs per case; FCS_PORT_OFFSET moves the ports)
import { ROOT, run, startAuthEmulator, stopAll } from './lib/services.mjs';

// FCS_PORT_OFFSET moves the emulator's ports, so that two checkouts can bench at once.
const OFFSET = Number(process.env.FCS_PORT_OFFSET ?? 0) || 0;
const port = 9399 + OFFSET;
let code;
try {
  await startAuthEmulator({ port, hubPort: 4699 + OFFSET, loggingPort: 4799 + OFFSET });
  code = await new Promise((resolve) => {
    const child = run('bench', 'pnpm', ['--filter', './api', 'exec', 'tsx', 'bench/bench-db.ts', ...process.argv.slice(2)], {
      cwd: ROOT,
      env: { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}`, FASTIFY_AUTOLOAD_TYPESCRIPT: '1', LOG_LEVEL: 'warn' },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
} finally {
  stopAll();
}
process.exit(code ?? 1);
