// The compiled api (api/dist/server.js, built by api/scripts/build.mjs in about a second): built
// again when a source of the api or of @fcs/shared is newer than it. Used by `pnpm start`,
// `pnpm start:cluster`, the bench and the screenshots, which all run `node` on the build.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { newest } from './build-stamp.mjs';
import { ROOT } from './services.mjs';

export const API_SERVER = path.join(ROOT, 'api/dist/server.js');

export function ensureApiBuild() {
  const built = statSync(API_SERVER, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...['api/src', 'api/scripts', 'api/package.json', 'shared/src'].map((p) => newest(path.join(ROOT, p))));
  if (built > sources) return;
  execFileSync('node', ['api/scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

/** `node --enable-source-maps api/dist/server.js`, as production runs it. */
export const API_COMMAND = ['node', ['--enable-source-maps', API_SERVER]];
