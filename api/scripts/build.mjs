#!/usr/bin/env node
// `pnpm --filter @fcs/api build` (and the root `pnpm build`): the api as one ES module,
// dist/server.js with its source map, run by `node --enable-source-maps dist/server.js`. Our
// sources and @fcs/shared are bundled; the api's own dependencies stay in node_modules (PGlite
// loads its WASM beside its module, swagger-ui serves its files). The migrations and the seed's
// photos are copied beside it (src/paths.ts).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { API_DIR as dir, apiBuildOptions } from './build-options.mjs';

const dist = path.join(dir, 'dist');
const started = Date.now();

rmSync(dist, { recursive: true, force: true });
await build(
  apiBuildOptions({
    entryPoints: {
      server: path.join(dir, 'src/server.ts'),
      'seed-cli': path.join(dir, 'src/db/seed-cli.ts'),
      fcs: path.join(dir, 'src/cli/fcs.ts'),
    },
    outdir: dist,
    banner: "import { fileURLToPath as __fcsPath } from 'node:url'; globalThis.FCS_API_DIST ??= __fcsPath(new URL('.', import.meta.url));",
  }),
);
cpSync(path.join(dir, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(dir, 'src/db/seed-assets'), path.join(dist, 'seed-assets'), { recursive: true, filter: (f) => !f.endsWith('.sh') });
console.log(`api built into ${path.relative(process.cwd(), dist) || 'dist'} in ${Date.now() - started} ms`);
