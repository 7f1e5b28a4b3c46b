// Every browser-less DOM suite (shared, the shell, the remotes) as one jest run: one start, and the
// test files of all of them share the workers, so both cores stay busy once the api's suite beside
// it has finished. `pnpm --filter ./<package> test` still runs one package alone.
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/runtime', '<rootDir>/shell', '<rootDir>/mf-*'],
  // A run-wide option, which jest takes from here and not from the projects (jest.preset.cjs says why 60 s).
  testTimeout: require('./jest.preset.cjs')().testTimeout,
};
