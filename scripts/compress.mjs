#!/usr/bin/env node
// Precompresses each built app's files (brotli and gzip, at their best levels) beside them, so that
// the static server answers .br or .gz without compressing per request. Runtime-editable files
// (config.json, remotes.json) are left alone: a deployment edits them after the build.
// Usage: node scripts/compress.mjs <dist dir>...   (pnpm build runs it for every app)
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const EDITABLE = new Set(['config.json', 'remotes.json']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && !EDITABLE.has(entry.name)) yield full;
  }
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
let before = 0;
let after = 0;

async function compress(file) {
  const body = await readFile(file);
  if (body.length < 1024) return;
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  before += body.length;
  after += br.length;
}

// The same bytes as one file after another, on every core (zlib's async calls run on libuv's threads).
const queue = process.argv.slice(2).flatMap((dir) => (statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? [...files(dir)] : []));
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    while (queue.length) await compress(queue.shift());
  }),
);
console.log(`precompressed ${(before / 1024).toFixed(0)} KiB to ${(after / 1024).toFixed(0)} KiB (brotli)`);
