import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = ['site', 'shop', 'admin'];

// Imports flow one way (ARCHITECTURE "Conventions"): a feature area never
// imports another area, and shared code never imports features or the app.
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}/**`],
              message: `The ${feature} feature must not import the ${other} feature.`,
            })),
          { group: ['**/app/**', '!**/app/theme'], message: 'Features must not import the app.' },
          { group: ['**/mocks/**'], message: 'Only start-up and the worker import mocks/.' },
        ],
      },
    ],
  },
}));

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
    files: ['src/{components,lib,config,content,data,api}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code must not import features or the app.',
            },
            { group: ['**/mocks/**'], message: 'Only start-up and the worker import mocks/.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
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
    // Tests may drive the mocked backend directly.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures must be destructured, even when none is used.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['postcss.config.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
