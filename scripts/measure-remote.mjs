#!/usr/bin/env node
// Builds one remote for production and prints the JS the browser fetches for it inside the shell:
// remoteEntry.js, the ./screens module, and each screen's own chunks, raw and gzipped.
// Usage: node scripts/measure-remote.mjs mf-customer
import { remoteSizes } from './lib/remote-sizes.mjs';

const dirName = process.argv[2];
if (!dirName) {
  console.error('Usage: node scripts/measure-remote.mjs <remote folder, e.g. mf-customer>');
  process.exit(2);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizes = await remoteSizes(dirName);
console.log(`remoteEntry.js   ${kb(sizes.entry.raw)}  gzip ${kb(sizes.entry.gzip)}`);
if (sizes.screens) console.log(`./screens        ${kb(sizes.screens.raw)}  gzip ${kb(sizes.screens.gzip)}`);
for (const s of sizes.byScreen) {
  console.log(`  ${s.request}  ${kb(s.raw)}  gzip ${kb(s.gzip)}`);
  if (process.argv.includes('--verbose'))
    for (const [f, n] of s.files.sort((a, b) => b[1] - a[1])) console.log(`      ${kb(n).padStart(9)} ${f}`);
}
