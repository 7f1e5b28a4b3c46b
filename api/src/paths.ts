import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder above the working directory that holds
 * pnpm-workspace.yaml. Found at run time because the api runs both as ESM (tsx) and as CommonJS
 * (jest), and neither `import.meta.url` nor `__dirname` exists in both.
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

export const API_DIR = path.join(repoRoot(), 'api');
export const MIGRATIONS_DIR = path.join(API_DIR, 'src/db/migrations');
export const SEED_ASSETS_DIR = path.join(API_DIR, 'src/db/seed-assets');
export const ROUTES_DIR = path.join(API_DIR, 'src/routes');
