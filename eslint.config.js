import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import direction (DESIGN.md section 1): contracts <- workers/server; src imports contracts and worker types. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'server/seed-data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: restrict([
      {
        group: ['**/server/**', '**/workers/**', '**/src/**', '**/tests/**'],
        message: 'contracts imports nothing of ours.',
      },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: restrict([
      { group: ['**/workers/**', '**/src/**', '**/tests/**'], message: 'server imports only contracts.' },
    ]),
  },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: globals.worker },
    rules: restrict([
      { group: ['**/server/**', '**/src/**', '**/tests/**'], message: 'workers import only contracts.' },
    ]),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { group: ['**/server/**', '**/tests/**'], message: 'src never imports the server.' },
        { group: ['**/workers/**'], allowTypeImports: true, message: 'src imports only types from workers.' },
        {
          group: ['**/features/*/**', '!./**'],
          message: 'features never import each other; move shared pieces to src/ui or src/lib.',
        },
      ]),
    },
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.{js,mjs}', '*.config.{js,ts}', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
