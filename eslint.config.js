import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '.tools/**',
      'var/**',
      'test-results/**',
      'playwright-report/**',
      'packages/styled-system/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // react-aria components carry their own roles and keyboard handling.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Machines are pure statecharts: no UI, no HTTP, no browser globals. The app provides effects.
    files: ['machines/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@xstate/react', 'ky', 'wouter'] }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'location', 'history'],
    },
  },
  {
    // One-way dependencies: contract knows nothing of the layers above it.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@rihla/*', 'react', 'xstate'] }],
    },
  },
  {
    // Routes parse, validate, call a repository and reply: every query lives in apps/api/src/repositories
    // (issue 13). No Kysely import, no query builder, no raw SQL in a route.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: 'Queries live in apps/api/src/repositories; call one from the route.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction|with|withRecursive|selectNoFrom|executeQuery)$/]",
          message: 'Query builder call in a route: move the query into apps/api/src/repositories.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'Raw SQL in a route: move the query into apps/api/src/repositories.',
        },
      ],
    },
  },
);
