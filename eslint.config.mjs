import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '.tools/**',
      'tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'runtime/api/**',
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Remotes meet only through @fcs/shared and the URL. Screens import the zod-free model; the
  // schema barrel (zod, every request schema) stays out of first-paint code: a form that validates
  // with a schema imports that one file, and the shell imports no schema at all.
  {
    files: ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@fcs/shared/contract', message: 'Import @fcs/shared/model (zod-free), or one schema file.', allowTypeImports: true },
          ],
          patterns: [{ group: ['../../mf-*', '../../shell/*', '**/mf-*/src/**'], message: 'Remotes meet only through @fcs/shared.' }],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'The shell’s first paint carries no zod.' }],
          patterns: [
            {
              group: ['@fcs/shared/contract', '@fcs/shared/contract/*'],
              message: 'The shell imports the zod-free model.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // One i18next instance for every app (decision 0010): only @fcs/runtime/i18n talks to it. Icons by
  // their own paths: the barrel loads all of antd's ~830 icons in every jest test file that meets
  // it. (The typescript-eslint twin of the rule, so that the core rule's lists above stay in force.)
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['runtime/src/i18n/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', message: 'Use @fcs/runtime/i18n.' },
            { name: 'react-i18next', message: 'Use @fcs/runtime/i18n.' },
            { name: '@ant-design/icons', message: "Import each icon by its path: '@ant-design/icons/PlusOutlined'." },
          ],
        },
      ],
    },
  },
  // A moment on a screen always says its zone (issue 38): screens write it with useFormat().dateTime
  // (the screen's zone: ET with "ET" on staff screens, the viewer's own on the customer's) or
  // formatStaffDateTime (ET with "ET", outside a component), never with the formatting module's
  // zone-taking parts or formatET, the zone-less time of files.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/model\\/format$/] > ImportSpecifier[imported.name=/^(formatDateTime|formatDate|formatET)$/]',
          message:
            'A moment on a screen says its zone: useFormat().dateTime (the screen’s zone, "ET" on staff screens) or formatStaffDateTime (ET, saying "ET").',
        },
      ],
    },
  },
  // The model is the contract without zod: it never imports a schema.
  {
    files: ['shared/src/model/**/*.ts', 'shared/src/ui/**/*.tsx', 'shared/src/hooks/**/*.ts', 'runtime/src/session/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'The model and the ui are zod-free.' }],
          patterns: [
            {
              group: ['../contract', '../contract/*', '@fcs/shared/contract', '@fcs/shared/contract/*'],
              message: 'Import the model; schemas are the api’s and the forms’.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
