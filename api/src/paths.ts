import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder above the working directory that holds
 * pnpm-workspace.yaml. Found at run time because the api runs both as ESM (the build, tsx) and as
 * CommonJS (jest), and neither `import.meta.url` nor `__dirname` exists in both.
 */
export function repoRoot(from: string = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

/**
 * The build (api/dist/server.js, scripts/build-api.mjs) says where it lies, and carries the
 * migrations and the seed's photos beside it, so that it runs from any folder, alone.
 */
const built = (globalThis as { FCS_API_DIST?: string }).FCS_API_DIST;

export const API_DIR = path.join(repoRoot(), 'api');
export const MIGRATIONS_DIR = built ? path.join(built, 'migrations') : path.join(API_DIR, 'src/db/migrations');
export const SEED_ASSETS_DIR = built ? path.join(built, 'seed-assets') : path.join(API_DIR, 'src/db/seed-assets');
