// One flat config for the whole workspace. Each project's `lint` target runs ESLint on its folder.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Who may import whom (ARCHITECTURE.md): domain ← ui ← editor ← site, and domain ← api.
 * Two axes of tags: `type:` says what a project is, `scope:` which side of the wire it runs on.
 */
const dependencyRules = [
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:domain'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:domain'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
];

/** Test set-up may also use the repository's tools (the embedded database, report paths). */
const testDependencyRules = dependencyRules.map((rule) =>
  rule.sourceTag.startsWith('type:')
    ? { ...rule, onlyDependOnLibsWithTags: [...rule.onlyDependOnLibsWithTags, 'type:tool'] }
    : rule.sourceTag === 'scope:web' || rule.sourceTag === 'scope:api'
      ? { ...rule, onlyDependOnLibsWithTags: [...rule.onlyDependOnLibsWithTags, 'scope:tool'] }
      : rule,
);

const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.spec.{ts,tsx}',
  '**/test/**/*.{ts,tsx}',
  '**/e2e/**/*.{ts,tsx}',
  '**/*.config.{ts,mts}',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
        { enforceBuildableLibDependency: false, depConstraints: dependencyRules },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: testFiles,
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, depConstraints: testDependencyRules },
      ],
    },
  },
  {
    files: ['libs/ui/**/*.tsx', 'libs/editor/**/*.tsx', 'apps/site/**/*.tsx', '.storybook/**/*.tsx'],
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
