#!/usr/bin/env node
// Builds mf-customer for production and prints, per exposed module, the JS the browser fetches to
// render it inside the shell (remoteEntry.js plus the module's chunk group), raw and gzipped.
// Shared modules (react, router, jotai, @fcs/shared) are the host's and not counted.
// Usage: node scripts/measure-size.mjs   (from mf-customer/)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import config from '../rspack.config.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(dir, 'dist');
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
const raw = (f) => fs.statSync(path.join(dist, f)).size;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

rspack(config({}, { mode: 'production' })).run((err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const json = stats.toJson({ all: false, chunkGroups: true });
  const entry = { raw: raw('remoteEntry.js'), gz: gz('remoteEntry.js') };
  console.log(`remoteEntry.js  ${kb(entry.raw)}  gzip ${kb(entry.gz)}`);
  for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
    if (!name.startsWith('__federation_expose_')) continue;
    const files = group.assets.map((a) => a.name).filter((f) => f.endsWith('.js'));
    const g = files.reduce((n, f) => n + gz(f), 0);
    const r = files.reduce((n, f) => n + raw(f), 0);
    console.log(
      `./${name.replace('__federation_expose_', '')}  ${files.length} chunks  ${kb(r)}  gzip ${kb(g)}  (+ remoteEntry: gzip ${kb(g + entry.gz)})`,
    );
  }
});
