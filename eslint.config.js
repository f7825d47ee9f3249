// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';
import { effectReturnsCleanup } from './tools/eslint-rules/effect-returns-cleanup.js';
import { routeFiles } from './tools/eslint-rules/route-files.js';
import { serverLayers } from './tools/eslint-rules/server-layers.js';
import { webZones } from './tools/eslint-rules/web-zones.js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const portal = {
  rules: {
    'effect-returns-cleanup': effectReturnsCleanup,
    'route-files': routeFiles,
    'server-layers': serverLayers,
    'web-zones': webZones,
  },
};
const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const frameworks = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'react',
  'react-*',
  '@mui/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  'nodemailer',
  'vite',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'data/**',
      'outbox/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // No module imports itself back through others, in any app or package: a cycle makes load order
    // matter and hides which side depends on which.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server's areas in layers (tools/eslint-rules/server-layers.js): imports run down, the areas
    // that answer calls stay apart; route files stay thin (tools/eslint-rules/route-files.js).
    files: ['apps/server/src/**/*.ts'],
    plugins: { portal },
    rules: { 'portal/server-layers': 'error', 'portal/route-files': 'error' },
  },
  {
    // Domain rules are pure and universal: no I/O, no framework, no other package of ours.
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'packages/domain is pure: no node modules.' })),
          patterns: [
            { group: ['@portal/*'], message: 'packages/domain imports no package of ours.' },
            { group: frameworks, message: 'packages/domain imports no framework.' },
            { group: ['**/apps/**', '**/tenants/**'], message: 'packages/domain imports no package of ours.' },
          ],
        },
      ],
    },
  },
  {
    // The browser-safe part of tenants: no file access, no secrets.
    files: ['packages/tenants/src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'The public part of tenants must run in a browser.' })),
          patterns: [
            { group: ['./server', './server/*'], message: 'The public part of tenants never reaches the server-only part.' },
          ],
        },
      ],
    },
  },
  {
    // The browser never sees the server-only part of tenants (secrets, loaders) nor the server.
    files: ['apps/web/**/*.{ts,tsx}'],
    // The build's config and the checks beside it (budget, tokens) run in Node.
    ignores: ['apps/web/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { portal },
    rules: {
      'portal/effect-returns-cleanup': 'error',
      // Imports run down the zones of apps/web/src and screens stay apart (tools/eslint-rules/web-zones.js).
      'portal/web-zones': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'apps/web runs in the browser.' })),
          patterns: [
            {
              group: ['@portal/tenants/server', '@portal/tenants/server/*', '**/tenants/src/server/**'],
              message: 'Secrets stay on the server: apps/web never imports the server-only part of tenants.',
            },
            { group: ['@portal/server', '**/apps/server/**'], message: 'apps/web talks to the server over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    // A screen or hook of the web app holds one concern: past 120 lines it is parts waiting to be named.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // The plain-CSS zone (decisions 015 and 025): the shell and the buyer's screens, drawn with
    // shell.css and controls.css; each buyer screen is listed here once it is moved off MUI. A folder
    // named mui holds what pulls MUI in.
    files: [
      'apps/web/src/*.{ts,tsx}',
      'apps/web/src/{app,core,cart,layout,common}/**/*.{ts,tsx}',
      'apps/web/src/screens/{store-home,catalog,landing,stores,not-found,orders,checkout,success,item}/**/*.{ts,tsx}',
    ],
    ignores: ['apps/web/src/**/mui/**'],
    rules: { 'portal/web-zones': ['error', { plainCss: true }] },
  },
  {
    // What runs against the built app (drills, browser tests, benchmarks) reaches the apps through
    // their packages (@portal/testing, @portal/server/...), never into a folder by relative path.
    files: ['drills/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/*/src', '**/apps/*/src/**', '**/apps/*/test-support', '**/apps/*/test-support/**'],
              message:
                "drills, e2e and bench import packages (@portal/testing, @portal/server/...), not an app's src/ or test-support/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portal/server', '@portal/web', '**/apps/**'], message: 'Packages never import the apps.' }] },
      ],
    },
    ignores: ['packages/domain/**', 'packages/tenants/src/*.ts'],
  },
);
