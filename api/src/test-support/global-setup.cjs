// The run's Auth emulator and its template databases, made side by side; and the compiled api that
// the operating tests (src/ops) run, built here once rather than by two workers at the same time.
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const emulator = require('./auth-emulator.cjs');
const templates = require('./template-databases.cjs');

const apiBuild = pathToFileURL(path.resolve(__dirname, '../../../scripts/lib/api-build.mjs')).href;

module.exports = async (globalConfig) => {
  await Promise.all([emulator.setup(globalConfig), templates.setup(), import(apiBuild).then((m) => m.ensureApiBuild())]);
};
