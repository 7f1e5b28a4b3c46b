// How the api is compiled (esbuild), for `pnpm build` (scripts/build.mjs) and for the benches
// (bench/bench-kit.ts compiles its api and floor processes the same way, so that they measure the
// code the server runs: bundled, without tsx's loader and its function-name wrappers).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** esbuild's options for `entryPoints` into `outdir`: our sources and @fcs/shared bundled, the api's dependencies left in node_modules. */
export function apiBuildOptions({ entryPoints, outdir, banner }) {
  const pkg = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
  const own = new Set(Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@fcs/')));
  return {
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    ...(banner ? { banner: { js: banner } } : {}),
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
  };
}
