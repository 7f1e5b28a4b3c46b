import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as shared from './index';

const ROOT = path.resolve(__dirname, '../../..');
const DIRS = ['shell/src', 'shared/src', 'mf-customer/src', 'mf-dropoffs/src', 'mf-pickups/src', 'mf-admin/src', 'mf-reports/src'];

function sources(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The runtime names imported from react-router-dom anywhere in the portal's code. */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of DIRS.flatMap((d) => sources(path.join(ROOT, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
      if (m[1]) continue;
      for (const part of m[2]!.split(',')) {
        const name = part.trim();
        if (!name || name.startsWith('type ')) continue;
        names.set(name.split(/\s+as\s+/)[0]!.trim(), path.relative(ROOT, file));
      }
    }
  }
  return names;
}

describe('the shared react-router-dom module', () => {
  it('exports every name the portal imports from react-router-dom', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(5);
    const missing = [...names].filter(([name]) => !(name in shared)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('is the only place that imports react-router itself', () => {
    const direct = DIRS.flatMap((d) => sources(path.join(ROOT, d))).filter(
      (f) => !f.endsWith(path.join('router', 'index.ts')) && /from\s*'react-router'/.test(readFileSync(f, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
