const preset = require('../jest.preset.cjs')({ environment: 'node' });
// ESM-only dependencies of the api (content-disposition 3 in @fastify/static, under swagger-ui, jose 6 in
// firebase-admin, cookie 2 in light-my-request) go through swc too.
const esm = ['content-disposition', 'jose', 'cookie'];
module.exports = {
  ...preset,
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${esm.join('|')}))`],
  // A real Auth emulator per worker for the whole run, and the template databases (see src/test-support/auth-emulator.cjs).
  globalSetup: '<rootDir>/src/test-support/global-setup.cjs',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.cjs',
  // Each worker its own emulator (auth-emulator.cjs).
  setupFiles: ['<rootDir>/src/test-support/worker-emulator.cjs'],
  testTimeout: 30000,
};
