import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold installed, built or generated files, never the repository's own text. */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.git', '.data', '.tools']);

/** Every file under `dir` whose name ends with one of `extensions`, as absolute paths, in a stable order. */
export function sourceFiles(dir: string, extensions: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(full);
      } else if (extensions.some((ext) => entry.name.endsWith(ext))) found.push(full);
    }
  };
  walk(dir);
  return found;
}
