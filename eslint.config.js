import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Imports flow one way (ARCHITECTURE "Conventions"). The zones below are checked on the
// resolved path of each import (import-x resolves `../../cart/cartHooks` to a file), so
// relative imports inside an area are caught too.
const root = import.meta.dirname;
const featuresDir = path.join(root, 'src/features');
// An area's shared folders; every other folder of an area (layout/ too) is a feature.
const areaShared = ['components', 'shared'];
const sharedLayers = ['components', 'lib', 'config', 'content', 'data', 'api'];
const entries = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []);
const dirNames = (dir) =>
  entries(dir)
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

// One zone per feature folder, read from src/features/<area>/ when the config loads: a feature
// may import its own folder, its area's shared folders and anything outside src/features (the
// zones below keep src/app and mocks/ out). Files directly in src/features/<area>/ count as a
// feature of their own.
const featureZones = dirNames(featuresDir).flatMap((area) => {
  const shared = areaShared.map((name) => `./${area}/${name}`);
  const sharedText = areaShared.map((name) => `${area}/${name}`).join(', ');
  const rootFiles = entries(path.join(featuresDir, area))
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => `./${area}/${e.name}`);
  const move = `move what both use to src/features/${area}/shared or a shared layer.`;
  return [
    ...dirNames(path.join(featuresDir, area))
      .filter((name) => !areaShared.includes(name))
      .map((feature) => ({
        target: `src/features/${area}/${feature}`,
        from: 'src/features',
        except: [`./${area}/${feature}`, ...shared],
        message: `${area}/${feature} may import only ${area}/${feature}, ${sharedText} and code outside src/features: ${move}`,
      })),
    {
      target: `src/features/${area}/*.{ts,tsx}`,
      from: 'src/features',
      except: [...rootFiles, ...shared],
      message: `Files in src/features/${area}/ itself may import only each other, ${sharedText} and code outside src/features: ${move}`,
    },
    {
      target: areaShared.map((name) => `src/features/${area}/${name}`),
      from: 'src/features',
      except: shared,
      message: `${sharedText} are shared by the ${area} features and must not import a feature or another area: move what they need to src/features/${area}/shared or a shared layer.`,
    },
  ];
});

// The shared layers, lowest first (README "Layout"): each imports only the layers below it, so
// the api clients take the session token as an argument and the hooks that read the session live
// in src/data.
const layerZones = [
  {
    target: ['src/lib', 'src/config'],
    from: ['src/api', 'src/data', 'src/content', 'src/components'],
    message:
      'src/lib and src/config are the lowest layers: they import only each other (README "Layout").',
  },
  {
    target: 'src/api',
    from: ['src/data', 'src/content', 'src/components'],
    message:
      'src/api imports only src/lib and src/config: a client takes the session token as an argument; a hook that reads the session belongs in src/data (README "Layout").',
  },
  {
    target: ['src/data', 'src/content'],
    from: 'src/components',
    message: 'src/data and src/content must not import src/components (README "Layout").',
  },
];

const boundaryZones = [
  ...featureZones,
  ...layerZones,
  {
    target: 'src/features',
    from: 'src/app',
    // A component test renders with the app's theme.
    except: ['./theme.ts'],
    message: 'Features must not import the app (src/app): the app composes the features.',
  },
  {
    target: sharedLayers.map((layer) => `src/${layer}`),
    from: ['src/features', 'src/app'],
    message: `Shared layers (src/{${sharedLayers.join(',')}}) must not import features or the app.`,
  },
];

const mocksZone = {
  target: 'src',
  from: 'mocks',
  message:
    'Only the worker (src/sw.ts, src/sw/), start-up (src/app/startup/), prerendering (src/app/prerender/) and tests import mocks/.',
};

const orderWriteMessage =
  'Write orders through src/data/orderTotals.ts (addOrders, putOrders, deleteOrders, clearOrders): it keeps the order totals in the same transaction.';
const orderWriteSelectors = [
  "CallExpression[callee.property.name=/^(modify|delete)$/]:has(MemberExpression[property.name='orders'])",
  "CallExpression[callee.property.name=/^(add|put|bulkAdd|bulkPut|update|bulkUpdate|upsert|delete|bulkDelete|clear|modify)$/]:has(CallExpression[callee.property.name='table'][arguments.0.value='orders'])",
].map((selector) => ({ selector, message: orderWriteMessage }));

// useState names that would be a busy flag kept by hand (see the write rule below).
const busyNames =
  '/^(is)?(busy|saving|submitting|pending|sending|loading|working|generating|exporting|importing|resetting|checking)$/i';

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

// One way to read the app database (docs/patterns.md, "Reading local data"): useLocalQuery, which
// loads Dexie on demand. dexie-react-hooks' useLiveQuery, or Dexie's liveQuery in a component,
// would bring Dexie into the first paint of the shop and the back office (decision 0009).
const localReadMessage =
  'Read the app database with useLocalQuery (src/data/useLocalQuery.ts, docs/patterns.md "Reading local data"): it loads Dexie on demand, after the first paint.';
const noDexieHooks = { name: 'dexie-react-hooks', message: localReadMessage };
const noLiveQuery = { name: 'dexie', importNames: ['liveQuery'], message: localReadMessage };

// What no file in src/features imports (the write rule below repeats the local-read rule's paths:
// the last block that sets a rule wins).
const featureImportPaths = [
  noDexieHooks,
  noLiveQuery,
  {
    name: '@mantine/notifications',
    message: 'Tell the user through notify() in src/components/notify.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dev-dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'public',
      'bench/.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
      // Files no-cycle reads to follow imports.
      'import-x/extensions': ['.ts', '.tsx'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    // Nothing imports a test, so no test is in a cycle: walking the graph from each costs time.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...boundaryZones, mocksZone]) },
  },
  {
    // A later block that sets no-restricted-imports replaces these options for its files (flat
    // config): the feature blocks below repeat noDexieHooks and noLiveQuery.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['src/data/useLocalQuery.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [noDexieHooks, noLiveQuery] }] },
  },
  {
    // A test may watch a query's liveness with Dexie's liveQuery itself.
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [noDexieHooks] }] },
  },
  {
    // The orders table has one writer, src/data/orderTotals.ts, which keeps the order totals in
    // the same transaction (decision 0016). AppDatabase's `orders` type has no write methods;
    // this catches the ways around that: a collection's modify/delete, and the table by name.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['src/data/orderTotals.ts'],
    rules: { 'no-restricted-syntax': ['error', ...orderWriteSelectors] },
  },
  {
    // One way to write, one way to give feedback (docs/patterns.md "Writing"): a write is a
    // mutation hook (useMutation: pending, error and success come from it) and every message
    // goes through notify() in src/components/notify.ts.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...featureImportPaths],
        },
      ],
      // Repeats the order-write selectors: the last block that sets a rule wins (flat config).
      'no-restricted-syntax': [
        'error',
        ...orderWriteSelectors,
        {
          selector: `VariableDeclarator[init.callee.name='useState'] > ArrayPattern > Identifier.elements:first-child[name=${busyNames}]`,
          message:
            "No hand-kept busy flag: write through a mutation hook and read its isPending (docs/patterns.md 'Writing').",
        },
      ],
    },
  },
  {
    // A component calls a mutation hook (the feature's hooks/ or a shared layer); it neither
    // builds one nor calls a client.
    files: ['src/features/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...featureImportPaths,
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: "A component calls a mutation hook from its feature's hooks/ folder.",
            },
          ],
          patterns: [
            {
              group: ['**/*Client'],
              allowTypeImports: true,
              message: 'A component does not call a client: write through a mutation hook.',
            },
          ],
        },
      ],
    },
  },
  {
    // The worker and start-up serve the mocked backend; tests drive it directly.
    files: [
      'src/sw.ts',
      'src/sw/**/*.ts',
      'src/app/startup/**/*.{ts,tsx}',
      'src/app/prerender/**/*.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(boundaryZones) },
  },
  {
    files: ['src/sw.ts', 'src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: [
      '*.config.{ts,js,cjs}',
      '.size-limit.js',
      'scripts/**/*.{js,mjs,ts}',
      'tests/**/*.{ts,tsx}',
      'mocks/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Command-line tools: printing is their output.
    files: ['scripts/**/*.ts'],
    ignores: ['scripts/vite/**', 'scripts/prerender/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The toolbox is TypeScript: tsconfig.node.json's `scripts` include typechecks every .ts
    // file there, and a .js/.mjs script would escape it.
    files: ['scripts/**/*.{js,mjs,cjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'Scripts are TypeScript (run with tsx): rename this file to .ts.',
        },
      ],
    },
  },
  {
    // No React in the mocked backend: `useScenario` (README, "For testers") is no hook.
    files: ['mocks/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Playwright fixtures must be destructured, even when none is used; a fixture's `use` is
    // Playwright's, no React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // One way to start a journey (docs/e2e-tests.md): the fixtures in tests/e2e/fixtures.ts.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './fixtures' (tests/e2e/fixtures.ts, docs/e2e-tests.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['postcss.config.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
