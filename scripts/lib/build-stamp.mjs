// Whether the apps' builds are up to date: the newest source file (each app, shared, the build kit,
// the lockfile) is older than the stamp written after the last build. Lets `pnpm start` skip a build.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../../build/apps.mjs';
import { ROOT } from './services.mjs';

const STAMP = path.join(ROOT, 'shell/dist/.build-stamp');
const SKIP = new Set(['node_modules', 'dist', '.data']);

/** The newest modification time under a file or folder (node_modules, dist and .data aside). */
export function newest(entry) {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const child of readdirSync(entry)) if (!SKIP.has(child)) max = Math.max(max, newest(path.join(entry, child)));
  return max;
}

export function buildIsCurrent() {
  const stamp = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (!stamp) return false;
  const inputs = [
    ...APPS.map((a) => path.join(ROOT, a.dir)),
    path.join(ROOT, 'shared'),
    path.join(ROOT, 'build'),
    path.join(ROOT, 'pnpm-lock.yaml'),
  ];
  return (
    inputs.every((dir) => newest(dir) < stamp) && APPS.every((a) => statSync(path.join(ROOT, a.dir, 'dist'), { throwIfNoEntry: false }))
  );
}

export function stampBuild() {
  writeFileSync(STAMP, new Date().toISOString());
}
