#!/usr/bin/env node
// The runtime contract's public API report: every declaration the runtime package exports (its
// exports map opens each module of client/, session/, i18n/ and router/), as TypeScript emits them,
// in one checked-in file, runtime/api/runtime.api.d.ts, headed by the version it was written for.
//   node scripts/runtime-api.mjs          checks (CI): the code's API is the report's, and the report
//                                         is for runtime/package.json's version
//   node scripts/runtime-api.mjs --write  writes the report; refuses a changed API under the version
//                                         the report already names (bump runtime/package.json first:
//                                         minor for an addition, major for a change or a removal)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNTIME = path.join(ROOT, 'runtime');
const REPORT = path.join(RUNTIME, 'api', 'runtime.api.d.ts');
const version = JSON.parse(readFileSync(path.join(RUNTIME, 'package.json'), 'utf8')).version;
const write = process.argv.includes('--write');

function* declarations(dir, sub = '') {
  for (const name of readdirSync(path.join(dir, sub)).sort()) {
    const rel = sub ? `${sub}/${name}` : name;
    if (statSync(path.join(dir, rel)).isDirectory()) yield* declarations(dir, rel);
    else if (rel.endsWith('.d.ts')) yield rel;
  }
}

const out = mkdtempSync(path.join(tmpdir(), 'runtime-api-'));
let api;
try {
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', path.join(RUNTIME, 'tsconfig.api.json'), '--outDir', out], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  api = [...declarations(out)]
    .map((rel) => `// ── ${rel.replace(/\.d\.ts$/, '')}\n${readFileSync(path.join(out, rel), 'utf8').trim()}\n`)
    .join('\n');
} finally {
  rmSync(out, { recursive: true, force: true });
}

const HEADER = /^\/\/ @fcs\/runtime (\S+): its public API/;
const header = (v) => `// @fcs/runtime ${v}: its public API (node scripts/runtime-api.mjs --write). A change here needs a new version.\n\n`;
const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
const reported = HEADER.exec(current)?.[1];
const sameApi = current.slice(current.indexOf('\n\n') + 2) === api;

if (write) {
  if (!sameApi && reported === version) {
    console.error(
      `runtime-api: the runtime's API changed but its version is still ${version}: bump runtime/package.json (minor for an addition, major for a change or a removal), then write again`,
    );
    process.exit(1);
  }
  writeFileSync(REPORT, header(version) + api);
  console.log(`runtime-api: wrote ${path.relative(ROOT, REPORT)} for @fcs/runtime ${version}`);
} else if (!sameApi) {
  console.error(`runtime-api: the runtime's exported API differs from ${path.relative(ROOT, REPORT)}.`);
  console.error(
    'A change to what the shell gives every remote needs a new runtime version: bump runtime/package.json, then `node scripts/runtime-api.mjs --write`.',
  );
  process.exit(1);
} else if (reported !== version) {
  console.error(`runtime-api: the report is for @fcs/runtime ${reported}, the package is ${version}: write the report again.`);
  process.exit(1);
} else {
  console.log(`runtime-api: @fcs/runtime ${version}: the API is the reported one`);
}
