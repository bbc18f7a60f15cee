import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** Layers of src/, top to bottom: a file may import its own layer or lower ones, never higher. */
const LAYERS = [
  ['src/main.tsx', 'src/preloadSignedIn.ts'],
  ['src/app'],
  ['src/features'],
  ['src/components'],
  ['src/domain'],
  ['src/api'],
  ['src/lib', 'src/config'],
];

const upwardImports = LAYERS.slice(1).map((targets, index) => ({
  target: targets,
  from: LAYERS.slice(0, index + 1).flat(),
  message:
    'Imports go down the layers: main -> app -> features -> components -> domain -> api -> lib/config.',
}));

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const crossFeatureImports = FEATURES.map((feature) => ({
  target: `src/features/${feature}`,
  from: 'src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move shared pieces to src/components.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'tests/artifacts',
      'src/api/generated.ts',
      'public/**/*.js',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...upwardImports,
            ...crossFeatureImports,
            {
              target: 'src',
              from: 'mock-server',
              message: 'Product code never imports mock-server/ (only tests, for its handlers).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and their helpers build whole stores and screens: they may reach any layer, and the
    // sandbox's request handlers (src/test/sandbox.ts), the one fake back end.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
