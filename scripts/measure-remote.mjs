#!/usr/bin/env node
// Builds one remote for production and prints the JS the browser fetches for it inside the shell:
// remoteEntry.js, the ./screens module, and each screen's own chunks, raw and gzipped. Shared
// modules (react, router, jotai, @fcs/shared session and client) are the host's and not counted.
// Usage: node scripts/measure-remote.mjs mf-customer
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { ROOT } from './lib/services.mjs';

const dirName = process.argv[2];
if (!dirName) {
  console.error('Usage: node scripts/measure-remote.mjs <remote folder, e.g. mf-customer>');
  process.exit(2);
}
const dir = path.join(ROOT, dirName);
const dist = path.join(dir, 'dist');
const { default: config } = await import(path.join(dir, 'rspack.config.mjs'));
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
const raw = (f) => fs.statSync(path.join(dist, f)).size;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const jsOf = (group) => group.assets.map((a) => a.name).filter((f) => f.endsWith('.js'));
const sum = (files, size) => files.reduce((n, f) => n + size(f), 0);

rspack(config({}, { mode: 'production' })).run((err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const json = stats.toJson({ all: false, chunkGroups: true, chunks: true, chunkOrigins: true });
  console.log(`remoteEntry.js   ${kb(raw('remoteEntry.js'))}  gzip ${kb(gz('remoteEntry.js'))}`);
  const screens = json.namedChunkGroups?.__federation_expose_screens;
  if (screens) console.log(`./screens        ${kb(sum(jsOf(screens), raw))}  gzip ${kb(sum(jsOf(screens), gz))}`);
  // Each screen is a dynamic import of src/screens.tsx: the chunks whose origin is that import are its own.
  const byScreen = new Map();
  for (const chunk of json.chunks ?? []) {
    for (const origin of chunk.origins ?? []) {
      if (!String(origin.moduleName ?? '').endsWith('src/screens.tsx')) continue;
      const files = byScreen.get(origin.request) ?? new Set();
      for (const f of chunk.files ?? []) if (f.endsWith('.js')) files.add(f);
      byScreen.set(origin.request, files);
    }
  }
  const rows = [...byScreen].map(([request, files]) => [request, sum([...files], raw), sum([...files], gz)]);
  for (const [request, r, g] of rows.sort((a, b) => b[2] - a[2])) console.log(`  ${request}  ${kb(r)}  gzip ${kb(g)}`);
});
