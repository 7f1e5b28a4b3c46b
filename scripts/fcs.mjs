#!/usr/bin/env node
// `pnpm fcs …` (issue 32): the operator's commands (staff, import) on the compiled api
// (api/dist/fcs.js, built again when its sources changed), against DATABASE_URL or the PGlite under
// DATA_DIR (default .data). `pnpm fcs --help` lists them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureApiBuild } from './lib/api-build.mjs';
import { ROOT } from './lib/services.mjs';

ensureApiBuild();
// A relative file is the caller's: pnpm runs the script at the root, INIT_CWD is where it was typed.
const cwd = process.env.INIT_CWD || process.cwd();
const args = process.argv.slice(2).map((a, i, all) => (all[0] === 'import' && i === 2 && !path.isAbsolute(a) ? path.resolve(cwd, a) : a));
const result = spawnSync('node', ['--enable-source-maps', path.join(ROOT, 'api/dist/fcs.js'), ...args], { stdio: 'inherit', cwd: ROOT });
process.exit(result.status ?? 1);
