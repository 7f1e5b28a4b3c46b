// Starts and stops the portal's processes: Auth emulator, api, and the built apps (or their dev
// servers). Used by `pnpm start` and by the e2e run, so both run the same way.
import { spawn, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMULATOR_DIR = path.join(ROOT, 'tools/auth-emulator');

export function ensureAuthEmulator() {
  if (existsSync(path.join(EMULATOR_DIR, 'node_modules/.bin/firebase'))) return;
  console.log('Installing the Firebase Auth emulator (firebase-tools, npm) …');
  execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: EMULATOR_DIR, stdio: 'inherit' });
}

/**
 * The same install in the background (network-bound): `pnpm start` builds meanwhile. Resolves when
 * the emulator is installed.
 */
export function installAuthEmulatorInBackground() {
  if (existsSync(path.join(EMULATOR_DIR, 'node_modules/.bin/firebase'))) return Promise.resolve();
  console.log('Installing the Firebase Auth emulator (firebase-tools, npm) in the background …');
  const child = spawn('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: EMULATOR_DIR, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm ci of the Auth emulator exited with ${code}`))));
  });
}

const children = new Set();

export function run(name, command, args, { cwd = ROOT, env = {}, quiet = false } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `[${name}] `;
  const write = (stream) => (chunk) => {
    if (quiet) return;
    for (const line of String(chunk).split('\n')) if (line.trim()) stream.write(prefix + line + '\n');
  };
  child.stdout.on('data', write(process.stdout));
  child.stderr.on('data', write(process.stderr));
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.log(`${prefix}exited (${signal ?? code})`);
  });
  children.add(child);
  return child;
}

export async function waitFor(url, { timeoutMs = 120_000, name = url } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not come up at ${url} within ${timeoutMs / 1000}s`);
}

let stopping = false;
/**
 * Asks every process to stop (SIGINT to its group); resolves once all have exited, or after
 * `waitMs`. Wait for it before exiting, so that the api can drain and log while its output is still read.
 */
export function stopAll({ waitMs = 20_000 } = {}) {
  stopping = true;
  const exits = [];
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    exits.push(new Promise((resolve) => child.once('exit', resolve)));
    try {
      // the emulator wants SIGINT to release its ports; the process group takes the children along
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  let timer;
  return Promise.race([Promise.all(exits), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * The Firebase Auth emulator on its own (tools/auth-emulator/start.cjs: without the firebase CLI,
 * which took most of the start-up), on `port`.
 */
export function startAuthEmulator({ port = 9099, projectId = 'demo-fcs' } = {}) {
  ensureAuthEmulator();
  run('auth', 'node', [path.join(EMULATOR_DIR, 'start.cjs'), '--port', String(port), '--project', projectId], { quiet: true });
  return waitFor(`http://127.0.0.1:${port}/`, { name: 'Auth emulator' });
}
