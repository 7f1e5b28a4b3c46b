#!/usr/bin/env node
// `pnpm --filter @fcs/api build` (and the root `pnpm build`): the api as one ES module,
// dist/server.js with its source map, run by `node --enable-source-maps dist/server.js`. Our
// sources and @fcs/shared are bundled; the api's own dependencies stay in node_modules (PGlite
// loads its WASM beside its module, swagger-ui serves its files). The migrations and the seed's
// photos are copied beside it (src/paths.ts).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(dir, 'dist');
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const own = new Set(Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@fcs/')));
const started = Date.now();

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(dir, 'src/server.ts'), 'seed-cli': path.join(dir, 'src/db/seed-cli.ts') },
  outdir: dist,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { fileURLToPath as __fcsPath } from 'node:url'; globalThis.FCS_API_DIST ??= __fcsPath(new URL('.', import.meta.url));",
  },
  plugins: [
    {
      name: 'api-dependencies-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
          return own.has(name) ? { path: args.path, external: true } : undefined;
        });
      },
    },
  ],
});
cpSync(path.join(dir, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(dir, 'src/db/seed-assets'), path.join(dist, 'seed-assets'), { recursive: true, filter: (f) => !f.endsWith('.sh') });
console.log(`api built into ${path.relative(process.cwd(), dist) || 'dist'} in ${Date.now() - started} ms`);
