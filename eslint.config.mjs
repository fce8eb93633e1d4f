import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Boundaries (issue 9): a feature of the app imports only its own code, shared app code and the
 * contract, never another feature; the app never reaches into the functions except through the
 * contract (`@contract`); emulators/ imports the contract by its package entry (`functions/contract`),
 * never by a relative path into functions/.
 */
const features = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noFunctionsInternals = {
  group: ['**/functions/**', 'functions', 'functions/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', 'express'],
  message: 'The app imports the shared contract through @contract and nothing else of the functions.',
};

const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noFunctionsInternals,
          {
            group: features.filter((other) => other !== feature).flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`]),
            message: 'Features do not import each other: move what both need to web/src/lib or web/src/components.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'functions/lib/**', '**/dist/**', 'test-results/**', 'emulators/.cache/**', 'emulators/.state/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFunctionsInternals] }] },
  },
  ...featureBoundaries,
  {
    files: ['emulators/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/functions/src/**', '**/functions/lib/**'], message: "Import the contract by its package entry: 'functions/contract'." }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
