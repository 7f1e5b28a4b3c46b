import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DIR, repoRoot } from '../paths';
import { sourceFiles } from './source-files';

// docs/operating.md lists every environment variable the api reads, and none it no longer reads.
const OPERATING = path.join(repoRoot(), 'docs/operating.md');
const SOURCES = path.join(API_DIR, 'src');

/** Names read from the environment: `process.env.X`, `env.X` (config.ts takes the env as a parameter), `env['X']`. */
function envReads(text: string): string[] {
  return [...text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b|\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g)].map(
    ([, dotted, indexed]) => (dotted ?? indexed) as string,
  );
}

/** The variables named in the first column of the tables under "## Settings". */
function documentedSettings(markdown: string): Set<string> {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Settings\n')) ?? '';
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name as string);
  }
  return names;
}

describe('docs/operating.md', () => {
  // The api as it runs: its sources, not its tests nor the harness that starts them.
  const read = new Map<string, string[]>();
  for (const file of sourceFiles(SOURCES, ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'])) {
    const relative = path.relative(SOURCES, file);
    if (/\.test\.[cm]?[jt]s$/.test(file) || relative.startsWith(`test-support${path.sep}`) || relative.startsWith(`docs${path.sep}`))
      continue;
    for (const name of envReads(readFileSync(file, 'utf8'))) read.set(name, [...(read.get(name) ?? []), `api/src/${relative}`]);
  }
  const documented = documentedSettings(readFileSync(OPERATING, 'utf8'));

  it('finds the reads as the api writes them', () => {
    expect(envReads("process.env.LOG_LEVEL || env.PORT || env?.HOST || env['S3_BUCKET'] || envelope.X")).toEqual([
      'LOG_LEVEL',
      'PORT',
      'HOST',
      'S3_BUCKET',
    ]);
    // config.ts is where most are read; REDIS_URL among them.
    expect(read.get('REDIS_URL')).toContain('api/src/config.ts');
  });

  it('lists every environment variable the api reads', () => {
    const undocumented = [...read]
      .filter(([name]) => !documented.has(name))
      .map(([name, files]) => `${name} (read in ${[...new Set(files)].join(', ')})`);
    expect(undocumented).toEqual([]);
  });

  it('lists no variable the api no longer reads', () => {
    expect([...documented].filter((name) => !read.has(name))).toEqual([]);
  });
});
