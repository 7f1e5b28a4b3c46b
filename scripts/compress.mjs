#!/usr/bin/env node
// Precompresses each built app's files (brotli and gzip, at their best levels) beside them, so that
// the static server answers .br or .gz without compressing per request. Runtime-editable files
// (config.json, remotes.json) are left alone: a deployment edits them after the build.
// Usage: node scripts/compress.mjs <dist dir>...   (pnpm build runs it for every app)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const EDITABLE = new Set(['config.json', 'remotes.json']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && !EDITABLE.has(entry.name)) yield full;
  }
}

let before = 0;
let after = 0;
for (const dir of process.argv.slice(2)) {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
  for (const file of files(dir)) {
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    before += body.length;
    after += br.length;
  }
}
console.log(`precompressed ${(before / 1024).toFixed(0)} KiB to ${(after / 1024).toFixed(0)} KiB (brotli)`);
