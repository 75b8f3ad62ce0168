import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// apps/web's layers (issue 13), as bulletproof-react draws them: app → screens → features →
// lib / components / api. Each feature is its own island: what two features share moves down.
const web = './apps/web/src';
// apps/api's layers (issue 25): platform/ at the bottom, domain modules on it, each behind its
// index.ts, and routes/ on the modules' faces. A repository is the database layer of its module.
const api = './apps/api/src';
const apiModules = readdirSync(new URL('apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// apps/web's back office (issue 25): a second app inside the web app, bounded like the shop. Its
// admin-app.tsx is the top (its own router and shell); its screens (screens/*, content/content-screen)
// sit on its shared pieces (admin-api, staff-session, keyset-pages, layout/, booking/, trip-form/,
// content/); the whole of it sits on the shop's bottom layer (lib/, components/, api/) and nothing
// else of the shop's; the shop knows nothing of it but the route that lazily loads admin-app.tsx.
const admin = `${web}/admin`;
const adminScreens = readdirSync(new URL('apps/web/src/admin/screens', import.meta.url)).filter(
  (name) => /\.tsx$/.test(name) && !name.endsWith('.test.tsx'),
);
const adminShared = [
  `${admin}/admin-api.ts`,
  `${admin}/keyset-pages.ts`,
  `${admin}/staff-session.ts`,
  `${admin}/layout`,
  `${admin}/booking`,
  `${admin}/trip-form`,
  `${admin}/figures`,
  `${admin}/content/!(content-screen.tsx)`,
];
const adminZones = [
  {
    target: admin,
    from: [`${web}/app`, `${web}/screens`, `${web}/features`],
    message: "The back office uses only the shop's bottom layer (lib/, components/, api/): move what it shares there.",
  },
  {
    target: [`${web}/screens`, `${web}/features`, `${web}/lib`, `${web}/components`, `${web}/api`],
    from: admin,
    message: 'The shop does not import the back office: it is a lazily loaded app of its own.',
  },
  {
    target: `${web}/app`,
    from: admin,
    except: ['./admin-app.tsx'],
    message: "The shop's app loads the back office by its admin-app.tsx only (lazily), never its insides.",
  },
  {
    target: [`${admin}/screens`, `${admin}/content`, ...adminShared],
    from: `${admin}/admin-app.tsx`,
    message: 'admin-app.tsx is the top of the back office: nothing under it imports it.',
  },
  {
    target: adminShared,
    from: `${admin}/screens`,
    message: "The back office's shared pieces sit below its screens: pass what they need in, or move it down.",
  },
  {
    target: [...adminShared, `${admin}/screens`],
    from: `${admin}/content/content-screen.tsx`,
    message: 'A back-office screen is imported by admin-app.tsx only: move the shared piece to layout/ or content/.',
  },
  {
    target: `${admin}/content/content-screen.tsx`,
    from: `${admin}/screens`,
    message: 'A back-office screen does not import another: move the shared piece to layout/.',
  },
  ...adminScreens.map((name) => ({
    target: `${admin}/screens/${name}`,
    from: `${admin}/screens`,
    except: [`./${name}`],
    message: 'A back-office screen does not import another: move the shared piece to layout/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
    // Routes parse, validate, call a module's public face and reply: every query lives in a module's
    // repositories/ (issue 13). No Kysely import, no query builder, no raw SQL in a route.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: "Queries live in a module's repositories/; call the module from the route." }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction|with|withRecursive|selectNoFrom|executeQuery)$/]",
          message: "Query builder call in a route: move the query into a module's repositories/.",
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: "Raw SQL in a route: move the query into a module's repositories/.",
        },
      ],
    },
  },
  {
    // A repository's only packages are Kysely and the contract; relative imports are the zones' below.
    files: ['apps/api/src/modules/*/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?!kysely$|@rihla/contract$|\.)`,
              message: 'A repository imports only Kysely, the database layer and the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/api/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: `${api}/platform`,
              from: [`${api}/modules`, `${api}/routes`],
              message: 'platform/ is infrastructure: it imports no module and no route.',
            },
            ...apiModules.flatMap((name) => [
              ...apiModules
                .filter((other) => other !== name)
                .map((other) => ({
                  target: `${api}/modules/${name}`,
                  from: `${api}/modules/${other}`,
                  except: ['./index.ts'],
                  message: `A module uses another only through its index.ts (modules/${other}/index.ts).`,
                })),
              {
                target: `${api}/routes`,
                from: `${api}/modules/${name}`,
                except: ['./index.ts'],
                message: `A route calls a module's public face (modules/${name}/index.ts), never its repositories or helpers.`,
              },
              {
                target: `${api}/modules/${name}/repositories`,
                from: [`${api}/modules`, `${api}/platform`, `${api}/routes`, `${api}/config.ts`, `${api}/app.ts`],
                except: [`./${name}/repositories`, './db'],
                message:
                  'A repository imports only Kysely, the database layer (platform/db, its sibling repositories) and the contract.',
              },
            ]),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript parsing for the files no-cycle follows; the TypeScript resolver for relative `.ts`
      // imports and the workspace packages (@rihla/*).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: `${web}/screens`, from: `${web}/app`, message: 'Screens sit below app/: move what they share down.' },
            {
              target: `${web}/features`,
              from: [`${web}/app`, `${web}/screens`],
              message: 'Features sit below app/ and screens/: move what they share to lib/ or components/.',
            },
            ...webFeatures.map((name) => ({
              target: `${web}/features/${name}`,
              from: `${web}/features`,
              except: [`./${name}`],
              message:
                'A feature does not import another: move the shared piece to lib/ or components/, or pass it in from the screen.',
            })),
            {
              target: [`${web}/lib`, `${web}/api`, `${web}/components`],
              from: [`${web}/app`, `${web}/screens`, `${web}/features`],
              message: 'lib/, api/ and components/ are the bottom layer: they import nothing above them.',
            },
            ...adminZones,
          ],
        },
      ],
    },
  },
);
