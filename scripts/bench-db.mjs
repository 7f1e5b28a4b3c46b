#!/usr/bin/env node
// `pnpm bench:db`: starts an Auth emulator on ports of its own, runs api/bench/bench-db.ts against
// DATABASE_URL (default: the local PostgreSQL, database fcs_bench) and stops the emulator.
// Usage: pnpm bench:db [--generate]   (BENCH_RUNS=60 runs per case; FCS_PORT_OFFSET moves the ports)
//        pnpm bench:db --reports [--generate]: the report service of every object (issue 13,
//        api/bench/bench-reports.ts) in a database of its own (default fcs_bench_reports).
import { ROOT, run, startAuthEmulator, stopAll } from './lib/services.mjs';

// FCS_PORT_OFFSET moves the emulator's ports, so that two checkouts can bench at once.
const offset = Number(process.env.FCS_PORT_OFFSET ?? 0) || 0;
const port = 9399 + offset;
let code;
try {
  await startAuthEmulator({ port });
  code = await new Promise((resolve) => {
    const reports = process.argv.includes('--reports');
    const script = reports ? 'bench/bench-reports.ts' : 'bench/bench-db.ts';
    const args = process.argv.slice(2).filter((a) => a !== '--reports');
    const child = run('bench', 'pnpm', ['--filter', './api', 'exec', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}`, FASTIFY_AUTOLOAD_TYPESCRIPT: '1', LOG_LEVEL: 'warn' },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
} finally {
  stopAll();
}
process.exit(code ?? 1);
