// One flat config for the whole workspace. Each project's `lint` target runs ESLint on its folder
// through Nx, which gives the module-boundary rule its project graph (without one the rule skips).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiLayoutRule } from './tools/lint/api-layout-rule.mjs';
import { siteRoutesRule } from './tools/lint/site-routes-rule.mjs';

/*
 * Who may import whom (docs/architecture.md § Projects and boundaries): domain ← ui ← editor ←
 * site, and domain ← api. Two axes of tags: `type:` says what a project is, `scope:` which side of
 * the wire it runs on.
 */
const dependencyRules = [
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:domain'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:domain'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:domain'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
];

/**
 * `tools/` is the repository's own machinery (the embedded database, test reporters, launchers):
 * configs and tests import it by relative path; product code never imports it (rule below).
 */
const toolsImportPattern = '^(\\.\\./)+tools/';
const toolsImportGlob = '**/tools/**';
const productSources = ['libs/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'];
const testSources = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'];
const noToolsImport = {
  group: [toolsImportGlob],
  message: 'Product code must not import the repository tools.',
};

/**
 * The API reaches the database through its repositories (docs/conventions.md § API features), so
 * the FerretDB subset rule lives in one place: only repositories, the mongoose schemas and the
 * database platform (and the migrations, docs/architecture.md § Migrations) import mongoose (modules register their schemas through `recordModels`).
 */
const databaseAccess = [
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/**/*.schema.ts',
  'apps/api/src/platform/database/**',
  // A migration rewrites stored data with the driver itself, before any repository is up.
  'apps/api/src/migrations/**',
  'apps/api/src/platform/ids/ids.ts',
  'apps/api/src/platform/health/health.service.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'storybook-static/**',
      'reports/**',
      '.nx/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The rule reads an entry without a trailing /* or /** as a regular expression.
          allow: [toolsImportPattern],
          depConstraints: dependencyRules,
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // One import statement per module: what a file takes from it is read in one place.
      'no-duplicate-imports': 'error',
    },
  },
  {
    files: productSources,
    ignores: testSources,
    rules: {
      'no-restricted-imports': ['error', { patterns: [noToolsImport] }],
    },
  },
  {
    // The same rule for the API's code, with mongoose kept to the database access above. (A later
    // config's options replace an earlier one's for the files both match, so it names both patterns.)
    files: ['apps/api/src/**/*.ts'],
    ignores: [...testSources, ...databaseAccess],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noToolsImport,
            {
              group: ['mongoose', '@nestjs/mongoose'],
              message:
                'Reach the database through a repository (*.repository.ts): the FerretDB subset rule lives there.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features use one another through their index.ts; the platform does not use features
    // (apps/api/README.md "Layout"). The session is the one exception: its guard loads the
    // signed-in reader from the users feature on every request.
    files: ['apps/api/src/**/*.ts'],
    ignores: testSources,
    plugins: { api: { rules: { layout: apiLayoutRule } } },
    rules: {
      'api/layout': [
        'error',
        {
          platformMayImport: [
            'apps/api/src/platform/session/session.guard.ts',
            'apps/api/src/platform/session/session.module.ts',
            'apps/api/src/platform/session/viewer.ts',
          ],
        },
      ],
    },
  },
  {
    // A component shows results and reports what was pressed; deciding who is staff, which
    // translation counts, what a press does or who may act is the app's, with the domain's rules.
    files: ['libs/ui/src/**/*.{ts,tsx}'],
    ignores: [...testSources, '**/*.stories.tsx', 'libs/ui/src/fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noToolsImport],
          paths: [
            {
              name: '@vn/domain',
              importNames: ['can', 'isStaffMember', 'mostCompleteTranslation', 'nextLikeState'],
              message:
                'Take the result as a prop and report what was pressed: the app applies the rule.',
            },
          ],
        },
      ],
    },
  },
  {
    // apps/site/src/routes holds routes only, and no route folder imports another; what pages share
    // lives beside routes/ (docs/conventions.md § Site routes). Tests are held too: a route's tests
    // import their own route, and shared test support is in apps/site/src/test-support.
    files: ['apps/site/src/routes/**/*.{ts,tsx}'],
    plugins: { site: { rules: { routes: siteRoutesRule } } },
    rules: { 'site/routes': 'error' },
  },
  {
    // A call's address comes from its route (`@vn/domain`), and a refresh after a write names the
    // routes it made stale (apps/site/src/api/revalidate.ts): outside the site's api/ folder no code
    // types an '/api/…' address by hand (docs/conventions.md § Site routes). Tests and their fakes
    // answer calls by address, so they may.
    files: ['apps/site/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/site/src/api/**',
      'apps/site/src/test-support/**',
      '**/*.fixtures.{ts,tsx}',
      ...testSources,
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // esquery reads a regular expression up to its first '/', so the slashes are \x2F.
          selector: 'Literal[value=/^\\x2Fapi\\x2F/], TemplateElement[value.raw=/^\\x2Fapi\\x2F/]',
          message:
            "Name the call by its route from '@vn/domain' (endpointUrl, revalidateCalls), not by an address typed by hand.",
        },
      ],
    },
  },
  {
    // Attempt limits and captchas are the endpoint's declarations (`rateLimits`, `captcha`), which
    // the API enforces before a call runs (platform/rate-limit/call-gates.interceptor.ts).
    files: ['apps/api/src/features/**/*.ts'],
    ignores: testSources,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(consume|refund|reset)$/]',
          message:
            "Declare the call's rateLimits on its endpoint (libs/domain/src/api); the API enforces them.",
        },
        {
          selector:
            "CallExpression[callee.property.name='verify']:matches([callee.object.name='captcha'], [callee.object.property.name='captcha'])",
          message:
            'Declare `captcha: true` on the endpoint (libs/domain/src/api); the API checks it.',
        },
      ],
    },
  },
  {
    files: [
      'libs/ui/**/*.tsx',
      'libs/editor/**/*.tsx',
      'apps/site/**/*.tsx',
      '.storybook/**/*.tsx',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Nest's dependency injection reads constructor parameter types from decorator metadata, so
    // classes injected into a constructor must be imported as values, not as types.
    files: ['apps/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  prettier,
);
