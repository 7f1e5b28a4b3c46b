import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';
import { sourceFiles } from './source-files';

// Every "spec N §M" the code cites has its section in docs/requirements.md, so that a citation
// resolves inside the repository.
const root = repoRoot();
const REQUIREMENTS = path.join(root, 'docs/requirements.md');
const FOLDERS = [
  'api',
  'shared',
  'shell',
  'mf-admin',
  'mf-customer',
  'mf-dropoffs',
  'mf-pickups',
  'mf-reports',
  'e2e',
  'scripts',
  'build',
  'docs',
  'deploy',
  'tools',
];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.sql', '.md', '.yml', '.yaml', '.sh', '.cfg'];

/**
 * The sections one text cites: "spec 2 §7", "Spec 1 §2.5", and the further sections of a list that
 * names its document once ("spec 3 §2, §4 and §5").
 */
function citations(text: string): string[] {
  const found: string[] = [];
  const cite = /\bspec (\d+),? ?§ ?(\d+(?:\.\d+)*)((?:\s*(?:,|and|or|\/|&)?\s*§ ?\d+(?:\.\d+)*)*)/gi;
  for (const [, doc, first, more = ''] of text.matchAll(cite)) {
    found.push(`spec ${doc} §${first}`);
    for (const [, section] of more.matchAll(/§ ?(\d+(?:\.\d+)*)/g)) found.push(`spec ${doc} §${section}`);
  }
  return found;
}

/** The sections of docs/requirements.md: headings "### spec N §M Title", each after its anchor. */
function sections(markdown: string): { sections: Set<string>; missingAnchors: string[] } {
  const lines = markdown.split('\n');
  const result = new Set<string>();
  const missingAnchors: string[] = [];
  lines.forEach((line, i) => {
    const heading = /^#{2,6} spec (\d+) §(\d+(?:\.\d+)*)(?:\s|$)/.exec(line);
    if (!heading) return;
    const [, doc, section = ''] = heading;
    result.add(`spec ${doc} §${section}`);
    const anchor = `<a id="spec-${doc}-${section.replace(/\./g, '-')}"></a>`;
    if (!lines.slice(Math.max(0, i - 2), i).some((l) => l.trim() === anchor)) missingAnchors.push(`${line} (wants ${anchor} above it)`);
  });
  return { sections: result, missingAnchors };
}

describe('docs/requirements.md', () => {
  const documented = sections(existsSync(REQUIREMENTS) ? readFileSync(REQUIREMENTS, 'utf8') : '');
  const cited = new Map<string, string[]>();
  for (const folder of FOLDERS.map((f) => path.join(root, f)).filter((f) => existsSync(f))) {
    for (const file of sourceFiles(folder, EXTENSIONS)) {
      if (file === REQUIREMENTS) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const citation of citations(line)) {
            const where = `${path.relative(root, file)}:${i + 1}`;
            cited.set(citation, [...(cited.get(citation) ?? []), where]);
          }
        });
    }
  }

  it('reads the citations as the code writes them', () => {
    expect(citations('Spec 3 §4 and §6: admin or sa; spec 1 §2.5, §5, §7; spec 2, §8; issue 10 §7')).toEqual([
      'spec 3 §4',
      'spec 3 §6',
      'spec 1 §2.5',
      'spec 1 §5',
      'spec 1 §7',
      'spec 2 §8',
    ]);
    // The scan sees the code's citations (hundreds of them), not an empty tree.
    expect([...cited.values()].flat().length).toBeGreaterThan(100);
  });

  it('has a section for every "spec N §M" the repository cites', () => {
    const unresolved = [...cited]
      .filter(([citation]) => !documented.sections.has(citation))
      .map(([citation, where]) => `${citation}: cited at ${where.slice(0, 5).join(', ')}${where.length > 5 ? ', …' : ''}`);
    expect(unresolved).toEqual([]);
  });

  it('gives every section its stable anchor (#spec-N-M)', () => {
    expect(documented.sections.size).toBeGreaterThan(0);
    expect(documented.missingAnchors).toEqual([]);
  });
});
