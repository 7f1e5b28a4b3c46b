// jest globalSetup/globalTeardown: one real Firebase Auth emulator per test run, on free ports, so
// that firebase-admin verifies tokens (in emulator mode it asks the emulator whether the user
// exists and is not disabled), sets claims and creates users exactly as in development.
const { spawn, execSync } = require('node:child_process');
const { existsSync, mkdtempSync, rmSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const EMULATOR_DIR = path.join(ROOT, 'tools/auth-emulator');
const BIN = path.join(EMULATOR_DIR, 'node_modules/.bin/firebase');
const START = path.join(EMULATOR_DIR, 'start.cjs');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the Auth emulator exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the Auth emulator did not answer at ${url}`);
}

/**
 * One emulator per jest worker (their users and claims are the state a test file changes, as its
 * database is): FIREBASE_AUTH_EMULATOR_HOST is the first's, FCS_AUTH_EMULATOR_HOSTS lists them all
 * and each worker takes its own (worker-emulator.cjs).
 */
async function setup(globalConfig) {
  if (!existsSync(BIN)) execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: EMULATOR_DIR, stdio: 'inherit' });
  const count = Math.max(1, globalConfig?.maxWorkers ?? 1);
  // Ports are taken one after another (never the same free port twice), the emulators started side by side.
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const hosts = await Promise.all(ports.map(startOne));
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts[0];
  process.env.FCS_AUTH_EMULATOR_HOSTS = hosts.join(',');
}

async function startOne(auth) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fcs-auth-emulator-'));
  let output = '';
  // The emulator alone, without the firebase CLI (tools/auth-emulator/start.cjs).
  const child = spawn(process.execPath, [START, '--port', String(auth), '--project', 'demo-fcs'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  (globalThis.__FCS_AUTH_EMULATORS__ ??= []).push({ child, dir });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    await waitFor(`http://127.0.0.1:${auth}/`, child);
  } catch (e) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
    throw new Error(`${e.message}\n${output}`, { cause: e });
  }
  return `127.0.0.1:${auth}`;
}

async function teardown() {
  await Promise.all((globalThis.__FCS_AUTH_EMULATORS__ ?? []).map(stopOne));
}

async function stopOne({ child, dir }) {
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    // gone
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
  child.unref();
  rmSync(dir, { recursive: true, force: true });
}

module.exports = { setup, teardown };
