#!/usr/bin/env node
// The compatibility run: each app's last release (releases/<app>/<version>/release.json, built again
// from the commit that recorded it) beside today's build, in both directions:
//   - the released remotes inside today's shell;
//   - today's remotes inside the released shell;
// each remote's smoke journey (e2e/tests/compat.spec.ts: its screens render for their users, one
// write goes through) runs in each, the two side by side on ports of their own, against today's api.
// A released remote is checked with its own release's journey (its screens as they were), today's
// with today's. Prints the matrix.
// Today's builds must exist (`pnpm build`). No release yet: says so and passes.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTE_APPS, SHELL } from '../build/apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OFFSET = Number(process.env.FCS_PORT_OFFSET ?? 0) || 0;
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const semverKey = (v) =>
  v
    .split('.')
    .map((n) => n.padStart(6, '0'))
    .join('.');

/** An app's releases, oldest first: version, files and the commit that recorded it. */
function releasesOf(app) {
  const dir = path.join(ROOT, 'releases', app.dir);
  if (!existsSync(dir)) return [];
  const versions = readdirSync(dir).filter((v) => existsSync(path.join(dir, v, 'release.json')));
  return versions
    .sort((a, b) => semverKey(a).localeCompare(semverKey(b)))
    .map((version) => {
      const file = path.join('releases', app.dir, version, 'release.json');
      const commit = git('log', '-1', '--format=%H', '--diff-filter=A', '--', file);
      if (!commit) throw new Error(`${file} is not committed: the release's source is the commit that adds it`);
      return { app, version, commit, manifest: JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) };
    });
}

/** The last release of each app that has one. */
function lastReleases() {
  return new Map(
    APPS.flatMap((app) =>
      releasesOf(app)
        .slice(-1)
        .map((r) => [app.dir, r]),
    ),
  );
}

function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const trees = {};
/** Builds these releases again from their commits (one worktree per commit); says whether each came out byte for byte. */
async function build(list) {
  for (const commit of new Set(list.map((r) => r.commit))) {
    const tree = path.join(ROOT, '.data', 'compat', commit.slice(0, 12));
    if (!existsSync(tree)) git('worktree', 'add', '--detach', '--force', tree, commit);
    const opts = { cwd: tree, env: { CI: 'true' } };
    if ((await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], opts)) !== 0)
      throw new Error(`pnpm install failed in the worktree of ${commit}`);
    for (const release of list.filter((r) => r.commit === commit)) {
      console.log(`compat: building ${release.app.dir} ${release.version} from ${commit.slice(0, 12)}`);
      if ((await run('pnpm', ['--filter', `./${release.app.dir}`, 'run', 'build'], opts)) !== 0)
        throw new Error(`the build of ${release.app.dir} ${release.version} failed`);
      const dist = path.join(tree, release.app.dir, 'dist');
      const files = Object.entries(release.manifest.files ?? {});
      const same = files.filter(([rel, sri]) => {
        const file = path.join(dist, rel);
        return existsSync(file) && `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}` === sri;
      }).length;
      release.reproduced = `${same}/${files.length} files as released`;
      release.dist = dist;
      release.tree = tree;
    }
  }
}

async function buildReleased(releases) {
  await build([...releases.values()]);
  const dists = {};
  for (const r of releases.values()) {
    dists[r.app.dir] = r.dist;
    trees[r.app.dir] = r.tree;
  }
  return dists;
}

/**
 * One direction: the journeys of `tree` (a checkout) with these builds in place of its own, today's
 * api; the results by remote.
 */
async function direction(name, tree, dists, offset, only) {
  const results = path.join(ROOT, '.data', `compat-${name}.json`);
  const grep = only ? ['--grep', `(${only.join('|')}): its screens`] : [];
  const code = await run('pnpm', ['--filter', './e2e', 'exec', 'playwright', 'test', '--project=compat', '--reporter=list,json', ...grep], {
    cwd: tree,
    env: {
      FCS_PORT_OFFSET: String(offset),
      FCS_COMPAT_DISTS: JSON.stringify(dists),
      FCS_COMPAT_API_ROOT: ROOT,
      PLAYWRIGHT_JSON_OUTPUT_NAME: results,
    },
  });
  const byRemote = {};
  try {
    const report = JSON.parse(readFileSync(results, 'utf8'));
    const specs = report.suites.flatMap(function all(s) {
      return [...(s.specs ?? []), ...(s.suites ?? []).flatMap(all)];
    });
    for (const spec of specs) byRemote[spec.title.split(':')[0]] = spec.ok ? 'ok' : 'FAILED';
  } catch {
    // No report: the run itself failed (its output says why); every remote counts as failed.
  }
  return { code, byRemote };
}

const releases = lastReleases();
if (releases.size === 0) {
  console.log('compat: no app has a release yet (pnpm release <app>): nothing to check');
  process.exit(0);
}
// --rollback-only: the rollback alone (while working on it).
const rollbackOnly = process.argv.includes('--rollback-only');
const dists = rollbackOnly ? {} : await buildReleased(releases);
// Released remotes: each with its own release's journeys (run in its tree, whose builds are the
// released ones; --grep keeps that tree's remotes), today's shell and today's build of the others.
// Today's remotes: today's journeys with the released shell. All side by side.
const runs = [];
const released = REMOTE_APPS.filter((a) => dists[a.dir]);
for (const tree of new Set(released.map((a) => trees[a.dir]))) {
  const here = released.filter((a) => trees[a.dir] === tree);
  const others = Object.fromEntries(REMOTE_APPS.filter((a) => !here.includes(a)).map((a) => [a.dir, path.join(ROOT, a.dir, 'dist')]));
  runs.push({
    id: 'old-remotes',
    tree,
    dists: { ...others, [SHELL.dir]: path.join(ROOT, SHELL.dir, 'dist') },
    only: here.map((a) => a.name),
  });
}
if (dists[SHELL.dir]) runs.push({ id: 'old-shell', tree: ROOT, dists: { [SHELL.dir]: dists[SHELL.dir] } });
if (rollbackOnly) runs.length = 0;
const outcomes = await Promise.all(runs.map((r, i) => direction(`${r.id}-${i}`, r.tree, r.dists, OFFSET + 100 + i * 50, r.only)));
const columns = [
  ['released remotes in today’s shell', 'old-remotes'],
  ['today’s remotes in the released shell', 'old-shell'],
].filter(([, id]) => runs.some((r) => r.id === id));
/** A remote's result in a column: from the run that checked it. */
const cell = (app, id) => {
  const i = runs.findIndex((r) => r.id === id && (!r.only || r.only.includes(app.name)));
  return i < 0 ? 'not released' : (outcomes[i].byRemote[app.name] ?? 'FAILED');
};

const version = (dir) => releases.get(dir)?.version ?? 'today';
console.log('\ncompatibility matrix (each remote’s smoke journey: its screens render, one write goes through)');
console.log(['remote'.padEnd(14), ...columns.map(([title]) => title.padEnd(48))].join(' '));
for (const app of REMOTE_APPS) {
  const cells = columns.map(([, id]) => {
    const shell = id === 'old-shell' ? `shell ${version(SHELL.dir)}` : 'shell today';
    const remote = id === 'old-remotes' ? `${app.dir} ${version(app.dir)}` : `${app.dir} today`;
    return `${cell(app, id)} (${remote} in ${shell})`.padEnd(48);
  });
  console.log([app.name.padEnd(14), ...cells].join(' '));
}
for (const r of releases.values()) console.log(`  ${r.app.dir} ${r.version} (${r.commit.slice(0, 12)}): rebuilt, ${r.reproduced}`);
writeFileSync(path.join(ROOT, '.data', 'compat-matrix.json'), JSON.stringify({ runs, outcomes }, null, 2));

// The rollback: the remote whose last two releases are the newest, both on one static origin; the
// shell's remotes.json is edited from the older to the newer and back (e2e/tests/rollback.spec.ts).
const HOME = {
  'mf-customer': '/my-packages',
  'mf-pickups': '/pickups',
  'mf-dropoffs': '/dropoffs',
  'mf-reports': '/templates',
  'mf-admin': '/settings',
};
const WHO = {
  'mf-customer': '+15550100001',
  'mf-pickups': '+15550100004',
  'mf-dropoffs': '+15550100005',
  'mf-reports': '+15550100009',
  'mf-admin': '+15550100007',
};
const twice = REMOTE_APPS.map((a) => releasesOf(a).slice(-2))
  .filter((pair) => pair.length === 2)
  .sort((a, b) => git('log', '-1', '--format=%ct', a[1].commit).localeCompare(git('log', '-1', '--format=%ct', b[1].commit)))
  .at(-1);
let rollback = 0;
if (twice) {
  const [older, newer] = twice;
  const last = releases.get(newer.app.dir);
  if (last) newer.dist = last.dist;
  await build([older, ...(newer.dist ? [] : [newer])]);
  const cdn = path.join(ROOT, '.data', 'compat', 'cdn');
  rmSync(cdn, { recursive: true, force: true });
  for (const r of twice) cpSync(r.dist, path.join(cdn, r.app.dir, r.version), { recursive: true });
  writeFileSync(path.join(cdn, 'index.html'), '<!doctype html><title>releases</title>\n');
  const remotesFile = path.join(ROOT, '.data', 'compat', 'remotes.json');
  const port = (app) => app.port + 300;
  // As deployed before the release: the older release on the origin, today's builds of the others.
  const deployed = Object.fromEntries(REMOTE_APPS.map((a) => [a.name, `http://localhost:${port(a)}/mf-manifest.json`]));
  deployed[newer.app.name] = `http://localhost:${SHELL.port + 300 + 40}/${newer.app.dir}/${older.version}/mf-manifest.json`;
  writeFileSync(remotesFile, JSON.stringify(deployed));
  console.log(`\ncompat: rollback of ${newer.app.dir}: ${older.version} → ${newer.version} → ${older.version} by editing remotes.json`);
  rollback = await run('pnpm', ['--filter', './e2e', 'exec', 'playwright', 'test', '--project=rollback'], {
    env: {
      FCS_PORT_OFFSET: String(OFFSET + 300),
      FCS_REMOTES_FILE: remotesFile,
      FCS_CDN_DIR: cdn,
      FCS_ROLLBACK: JSON.stringify({
        dir: newer.app.dir,
        versions: [older.version, newer.version],
        route: HOME[newer.app.dir],
        who: WHO[newer.app.dir],
      }),
    },
  });
  console.log(`compat: rollback of ${newer.app.dir} ${rollback === 0 ? 'ok' : 'FAILED'}`);
} else {
  console.log('\ncompat: no remote has two releases yet: the rollback is not tried');
}
process.exit(outcomes.every((o) => o.code === 0) && rollback === 0 ? 0 : 1);
