// One jest setup for every package: @swc/jest for TypeScript and JSX; jotai and other ESM-only
// packages (pnpm paths) let through the transform. antd and its rc/@ant-design parts are CommonJS
// already (their lib/, and antd/es/... is read from antd/lib/...): transforming them again cost
// every project its own copy of thousands of files on a cold cache (the DOM suites: 310 → 196 CPU-s).
const esm = ['jotai', 'uuid', 'nanoid'];
module.exports = function preset({ environment = 'jsdom', setupFiles = [] } = {}) {
  return {
    // jsdom: jest's, with the style rules indexed (jest.jsdom-env.cjs says why).
    testEnvironment: environment === 'jsdom' ? require.resolve('./jest.jsdom-env.cjs') : environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${esm.join('|')}))`],
    moduleNameMapper: {
      '\\.(css|less)$': '<rootDir>/../jest.style-stub.cjs',
      '^antd/es/(.*)$': 'antd/lib/$1',
      // The runtime's singletons, wherever they are named (as they must be, to be shared).
      '^@fcs/runtime/(client|session|i18n)$': '<rootDir>/../runtime/src/$1/index.ts',
    },
    setupFilesAfterEnv: setupFiles,
    // A screen rendered with antd in jsdom takes seconds, several times more on a loaded 2-core CI
    // machine: one generous bound for every DOM test (a hang still ends), not one per file.
    ...(environment === 'jsdom' ? { testTimeout: 60_000 } : {}),
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
