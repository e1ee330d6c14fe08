import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Import direction (DESIGN.md section 1): contracts <- workers/server; src imports contracts and worker types. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The route table's values hold the server's zod schemas: the app and the engine take only its types. */
const routeTableTypesOnly = {
  group: ['**/contracts/route-table.ts', '**/contracts/routes/**'],
  allowTypeImports: true,
  message: "the route table holds the server's zod schemas: import its types only (callRoute takes the path).",
};
/** Browser code validates with zod/mini (the classic API is several times larger). */
const zodMiniOnly = { regex: '^zod$', message: "in the browser, import from 'zod/mini'." };

/**
 * Features never import each other, whatever the path looks like (`../sibling/x.ts` too): one zone
 * per feature folder. Shared pieces move down to src/ui or src/lib, which import no feature.
 */
const features = readdirSync(`${root}src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'features never import each other; move shared pieces to src/ui or src/lib.',
  })),
  {
    target: ['./src/ui', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'src/ui and src/lib are shared pieces: they import no feature and not the app shell.',
  },
];

/** What the engine gets injected (createEngine deps) instead of taking it from the realm. */
const ENGINE_INJECTED = 'the engine gets timers, the clock, sockets and storage injected (createEngine deps).';
const engineGlobals = [
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'fetch',
  'WebSocket',
  'XMLHttpRequest',
  'localStorage',
  'sessionStorage',
  'indexedDB',
];

// Dates and numbers follow the language the user chose, not the browser's: src/lib/locale-format.ts.
const LOCALE_FORMAT = 'Format dates and numbers with src/lib/locale-format.ts (the chosen language).';
const localeFormatting = [
  { selector: "NewExpression[callee.object.name='Intl']", message: LOCALE_FORMAT },
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: LOCALE_FORMAT },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'server/seed-data/**',
      'test-results/**',
      'playwright-report/**',
      // Code that breaks the rules on purpose, linted by tests/lint/lint-config.test.ts.
      'tests/lint/fixtures/**',
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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Dependencies are read as TypeScript too, or no cycle through them is ever seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      // A cycle makes module order matter and defeats tree-shaking (CONVENTIONS: what we avoid).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        // kebab-case; a leading number is fine (migrations: 001-sports-data.ts).
        { '**/*.{ts,tsx,js,mjs,css}': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,server,workers,contracts,tests,deploy}/**/': 'KEBAB_CASE' },
      ],
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
    // The cluster tool starts server processes and nginx; it imports no app or engine code.
    files: ['deploy/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: restrict([
      { group: ['**/workers/**', '**/src/**', '**/tests/**'], message: 'deploy runs processes, not app code.' },
    ]),
  },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: globals.worker },
    rules: restrict([
      { group: ['**/server/**', '**/src/**', '**/tests/**'], message: 'workers import only contracts.' },
      routeTableTypesOnly,
      zodMiniOnly,
    ]),
  },
  {
    // The engine proper. Only the entry points wire the realm's own timers, socket and database.
    files: ['workers/**/*.ts'],
    ignores: ['workers/real-deps.ts', 'workers/**/*.test.ts', 'workers/test-support/**'],
    rules: {
      'no-restricted-globals': ['error', ...engineGlobals.map((name) => ({ name, message: ENGINE_INJECTED }))],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: ENGINE_INJECTED },
        { object: 'performance', property: 'now', message: ENGINE_INJECTED },
        ...['self', 'globalThis'].flatMap((object) =>
          engineGlobals.map((property) => ({ object, property, message: ENGINE_INJECTED })),
        ),
      ],
    },
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
        routeTableTypesOnly,
        zodMiniOnly,
      ]),
      'import-x/no-restricted-paths': ['error', { zones: featureZones, basePath: root }],
      'no-restricted-syntax': ['error', ...localeFormatting],
    },
  },
  {
    // The one place that builds Intl formatters.
    files: ['src/lib/locale-format.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.{js,mjs}', '*.config.{js,ts}', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
