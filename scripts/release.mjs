#!/usr/bin/env node
// `pnpm release <app>…`: cuts the release of each app named (the shell, a remote, the api) and nothing else.
//   1. applies the changesets that name the app, and only its part of each (version, CHANGELOG.md),
//      with the changesets libraries that `pnpm changeset` itself uses;
//   2. builds the app from that tree and precompresses it;
//   3. writes releases/<app>/<version>/: dist/ (the files to upload, not in git) and release.json
//      (the version, the runtime contract range it needs, each file's SRI hash), refusing a version
//      that exists;
//   4. commits the bumps and release.json files in one commit, each app tagged <app>@<version>: that
//      commit is the release's source (the compatibility run rebuilds it from there).
// The api's release also keeps its OpenAPI document (api/openapi/released.json), which every later
// api must keep working (api/src/openapi/released-document.test.ts).
// Prints the release's path and its line for remotes.json. `--no-commit` leaves the commit to you.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyReleasePlan } from '@changesets/apply-release-plan';
import { assembleReleasePlan } from '@changesets/assemble-release-plan';
import { readConfig } from '@changesets/config';
import { readChangesets } from '@changesets/read';
import { getPackages } from '@manypkg/get-packages';
import { APPS, SHELL } from '../build/apps.mjs';
import { RUNTIME_RANGE } from '../build/runtime-contract.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'no-commit': { type: 'boolean', default: false }, origin: { type: 'string', default: 'https://cdn.example.com' } },
});
const fail = (message) => {
  console.error(`release: ${message}`);
  process.exit(1);
};
const API = { name: 'api', dir: 'api' };
const ALL = [...APPS, API];
if (positionals.length === 0) fail(`name the apps to release: ${ALL.map((a) => a.dir).join(', ')}`);
const apps = positionals.map((dir) => ALL.find((a) => a.dir === dir) ?? fail(`no app "${dir}": ${ALL.map((a) => a.dir).join(', ')}`));
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const commit = !values['no-commit'];
const dirs = apps.map((a) => a.dir);
if (commit && git('status', '--porcelain', '--', ...dirs, '.changeset', 'releases'))
  fail(`${dirs.join('/, ')}/, .changeset/ or releases/ has uncommitted changes: commit or stash them first`);
const sh = (cmd, args, env = {}) => execFileSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });

function* files(root, sub = '') {
  for (const name of readdirSync(path.join(root, sub)).sort()) {
    const rel = sub ? `${sub}/${name}` : name;
    if (statSync(path.join(root, rel)).isDirectory()) yield* files(root, rel);
    else yield rel;
  }
}

/** Steps 1 to 3 for one app: its version, release directory and the line to deploy it with. */
async function cut(app) {
  const { dir } = app;
  // 1. The changesets naming the app, each cut down to the app's own line.
  const packages = await getPackages(ROOT);
  const pkg = packages.packages.find((p) => p.relativeDir === dir);
  const parsed = await readConfig(ROOT, packages);
  if (parsed.errors) fail(`.changeset/config.json: ${parsed.errors.join('; ')}`);
  const mine = (await readChangesets(ROOT)).filter((c) => c.releases.some((r) => r.name === pkg.packageJson.name));
  if (mine.length === 0) fail(`no changeset names ${pkg.packageJson.name}: record the change with \`pnpm changeset\` first`);
  const own = mine.map((c) => ({ ...c, releases: c.releases.filter((r) => r.name === pkg.packageJson.name) }));
  const plan = assembleReleasePlan(own, packages, parsed.config, undefined);
  const version = plan.releases.find((r) => r.name === pkg.packageJson.name).newVersion;
  const out = path.join(ROOT, 'releases', dir, version);
  if (existsSync(out)) fail(`releases/${dir}/${version} exists: a release is never overwritten (record a change and release again)`);
  // Only the app moves: nothing else is bumped because the app was.
  plan.releases = plan.releases.filter((r) => r.name === pkg.packageJson.name);
  await applyReleasePlan(plan, packages, parsed.config);
  // applyReleasePlan deleted each changeset it used; the other apps' lines of a shared one come back.
  for (const c of mine) {
    const rest = c.releases.filter((r) => r.name !== pkg.packageJson.name);
    if (rest.length === 0) continue;
    const head = rest.map((r) => `'${r.name}': ${r.type}`).join('\n');
    writeFileSync(path.join(ROOT, '.changeset', `${c.id}.md`), `---\n${head}\n---\n\n${c.summary.trim()}\n`);
  }
  console.log(`release: ${pkg.packageJson.name} ${pkg.packageJson.version} → ${version} (${mine.length} changeset(s))`);

  // 2. The build, from the tree as it will be committed.
  rmSync(path.join(ROOT, dir, 'dist'), { recursive: true, force: true });
  sh('pnpm', ['--filter', `./${dir}`, 'run', 'build']);
  if (app === API) {
    sh('pnpm', ['--filter', './api', 'exec', 'jest', 'src/openapi/released-document.test.ts'], {
      OPENAPI_RELEASE: '1',
      NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
    });
  } else {
    sh('node', ['scripts/compress.mjs', `${dir}/dist`]);
  }

  // 3. The release: its files and what they are.
  mkdirSync(out, { recursive: true });
  cpSync(path.join(ROOT, dir, 'dist'), path.join(out, 'dist'), { recursive: true });
  const integrity = {};
  for (const rel of files(path.join(out, 'dist'))) {
    if (/\.(br|gz)$/.test(rel)) continue;
    integrity[rel] = `sha384-${createHash('sha384')
      .update(readFileSync(path.join(out, 'dist', rel)))
      .digest('base64')}`;
  }
  const manifest = {
    app: dir,
    package: pkg.packageJson.name,
    version,
    runtime: RUNTIME_RANGE,
    built_from: git('rev-parse', 'HEAD'),
    built_at: new Date().toISOString(),
    files: integrity,
  };
  writeFileSync(path.join(out, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const deploy =
    app === API
      ? `deploy: run releases/api/${version}/dist/server.js (node --enable-source-maps) on every replica`
      : app === SHELL
        ? `deploy: upload releases/${dir}/${version}/dist as the portal's origin (keep its config.json and remotes.json)`
        : `remotes.json: "${app.name}": "${values.origin}/${dir}/${version}/mf-manifest.json"`;
  return { dir, version, deploy };
}

const cuts = [];
for (const app of apps) cuts.push(await cut(app));

// 4. One commit for the bumps and the records, a tag per app.
if (commit) {
  git('add', '--', ...dirs, '.changeset', ...cuts.map((c) => path.join('releases', c.dir, c.version, 'release.json')));
  git('commit', '-q', '-m', `release: ${cuts.map((c) => `${c.dir} ${c.version}`).join(', ')}`);
  for (const c of cuts) git('tag', `${c.dir}@${c.version}`);
}
for (const c of cuts) {
  console.log(
    `\nrelease: releases/${c.dir}/${c.version}/ (dist/ to upload, release.json)${commit ? `, tagged ${c.dir}@${c.version}` : ''}`,
  );
  console.log(c.deploy);
}
