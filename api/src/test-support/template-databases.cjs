// jest globalSetup/globalTeardown: the run's template databases (make-templates.ts), made once while
// the Auth emulator starts, and removed at the end. The test files find them through
// FCS_TEST_TEMPLATES (PGlite dumps) and FCS_TEST_PG_TEMPLATE (a PostgreSQL database to clone).
const { execFile } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const API = path.resolve(__dirname, '../..');

async function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fcs-api-templates-'));
  // Unique on the server: concurrent runs (other checkouts) never meet.
  const name = process.env.TEST_DATABASE_URL ? `fcs_template_${process.pid}_${Date.now()}` : '';
  globalThis.__FCS_TEMPLATES__ = { dir, name };
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/test-support/make-templates.ts', dir, ...(name ? [name] : [])], {
    cwd: API,
    env: { ...process.env, NODE_OPTIONS: '' },
    maxBuffer: 16 << 20,
  });
  process.env.FCS_TEST_TEMPLATES = dir;
  if (name) process.env.FCS_TEST_PG_TEMPLATE = name;
}

async function teardown() {
  const state = globalThis.__FCS_TEMPLATES__;
  if (!state) return;
  rmSync(state.dir, { recursive: true, force: true });
  if (state.name) {
    const pg = require('pg');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${state.name} WITH (FORCE)`);
    await admin.end();
  }
}

module.exports = { setup, teardown };
