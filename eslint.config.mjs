import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Boundaries: a feature of the app imports only its own code, shared app code and the
 * contract, never another feature; the app never reaches into the functions; the contract is a package
 * (functions/contract) that the app, the functions and emulators/ import by its name, `@agenda/contract`,
 * never by a path into its folder.
 */
const features = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noFunctionsInternals = {
  group: [
    '**/functions/**',
    'functions',
    'functions/*',
    'firebase-admin',
    'firebase-admin/*',
    'firebase-functions',
    'firebase-functions/*',
    'express',
  ],
  message: 'The app imports the shared contract by its name, @agenda/contract, and nothing else of the functions.',
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
            group: features
              .filter((other) => other !== feature)
              .flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`]),
            message: 'Features do not import each other: move what both need to web/src/lib or web/src/components.',
          },
        ],
      },
    ],
  },
}));

/*
 * Layers: every import resolved to its file, so an alias and a relative path are the same
 * arrow. Arrows point down only:
 *   web:       app → features → hooks → components → lib → config   (a feature never imports another)
 *   functions: index/app → routes.ts → triggers → resources → http → shared, mail → lib → config →
 *              @agenda/contract; the contract (functions/contract) imports only zod and itself.
 * A resource is a folder of functions/src named after a group of the endpoint table (events/, agendas/, …):
 * its handlers.ts (the only file that imports http/, and only routes.ts imports it) and its services. A
 * resource may import another's services, never its handlers; `npm run layers` fails on a cycle among them.
 * Tests may import anything. emulators/tests/lint/zones.test.ts feeds each zone a forbidden import.
 */
const WEB = './web/src';
const FN = './functions/src';
const CONTRACT = './functions/contract/src';
/** The folders of functions/src that are not resources (emulators/scripts/layers.ts names the same). */
const SERVER_INFRASTRUCTURE = ['types', 'lib', 'mail', 'shared', 'http', 'triggers'];
const resources = readdirSync(new URL(`${FN}/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_INFRASTRUCTURE.includes(entry.name))
  .map((entry) => entry.name);
const RESOURCES = resources.map((resource) => `${FN}/${resource}`);
/** Every resource's handlers, and every other file of a resource (its services). */
const HANDLERS = `${FN}/*/handlers.ts`;
const RESOURCE_SERVICES = `${FN}/@(${resources.join('|')})/**/!(handlers).ts`;
const SERVER_TOP = [`${FN}/routes.ts`, `${FN}/app.ts`, `${FN}/index.ts`];
const layerZones = [
  {
    target: [`${WEB}/config`],
    from: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/hooks`, `${WEB}/features`, `${WEB}/app`],
    message: 'config is the bottom layer of the app.',
  },
  {
    target: [`${WEB}/lib`],
    from: [`${WEB}/components`, `${WEB}/hooks`, `${WEB}/features`, `${WEB}/app`],
    message: 'Shared lib code does not import components, hooks, features or the app.',
  },
  {
    target: [`${WEB}/components`],
    from: [`${WEB}/hooks`, `${WEB}/features`, `${WEB}/app`],
    message: 'Shared components do not import hooks, features or the app (move what they need to lib).',
  },
  {
    target: [`${WEB}/hooks`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared hooks do not import features or the app.',
  },
  ...features.map((feature) => ({
    target: [`${WEB}/features/${feature}`],
    from: [`${WEB}/features`, `${WEB}/app`],
    except: [`./${feature}`],
    message: 'Features do not import each other or the app: move what both need to web/src/lib, components or hooks.',
  })),
  { target: [CONTRACT], from: [FN, WEB, './emulators'], message: 'The contract imports only zod and its own files.' },
  {
    target: [`${FN}/lib`, `${FN}/config.ts`, `${FN}/types`, `${FN}/mail`, `${FN}/shared`],
    from: [`${FN}/http`, ...RESOURCES, `${FN}/triggers`, ...SERVER_TOP],
    message:
      'Server lib, shared services and mail never import the HTTP layer, the resources, the triggers or the app.',
  },
  {
    target: [`${FN}/http`],
    from: [...RESOURCES, `${FN}/triggers`, ...SERVER_TOP],
    message: 'The HTTP layer mounts the routes it is given; it imports no resource.',
  },
  {
    target: RESOURCES,
    from: [`${FN}/triggers`, ...SERVER_TOP],
    message: 'Resources never import the shared triggers, the routes list or the app.',
  },
  {
    target: [RESOURCE_SERVICES],
    from: [`${FN}/http`],
    message: "A resource's services see no HTTP: only its handlers.ts imports http/ (route()).",
  },
  {
    target: [`${FN}/*/**`, `${FN}/app.ts`, `${FN}/index.ts`],
    from: [HANDLERS],
    message: "Handlers are mounted by routes.ts alone: call another resource's service, never its handlers.",
  },
  {
    target: [HANDLERS],
    from: [`${FN}/lib/firebase.ts`],
    message: "Handlers reach Firestore and Storage only through their resource's service.",
  },
];

const layers = {
  files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'functions/contract/src/**/*.ts'],
  ignores: ['**/*.test.{ts,tsx}', 'web/src/test/**'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['web/tsconfig.json', 'functions/tsconfig.json', 'functions/contract/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
};

/** Everyone imports the contract by its package name, so that its exports are its only surface. */
const contractByName = {
  regex: '(^|/)contract/src(/|$)',
  message: "Import the contract by its package name: '@agenda/contract'.",
};

/** The contract's only package is zod (it runs in the browser and in the functions alike). */
const contractPackages = {
  files: ['functions/contract/src/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '^(?!zod(/|$)|\\.)', message: 'The contract imports only zod and its own files.' }] },
    ],
  },
};

/*
 * Handlers reach Firestore and Storage only through their resource's service: a handler parses,
 * checks rights through the shared helpers, calls the service and shapes the answer. It imports no
 * Admin SDK (nor lib/firebase: a zone above), and calls nothing that reads or writes Firestore on a
 * reference a service might hand it (a no-argument get(), collections, documents, transactions, batches).
 */
const FIRESTORE_CALLS =
  'collection|collectionGroup|doc|getAll|runTransaction|batch|bulkWriter|recursiveDelete|listCollections|withConverter';
const FIRESTORE_IN_HANDLERS = "Handlers reach Firestore and Storage only through their resource's service.";
const handlerWall = {
  files: ['functions/src/*/handlers.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          contractByName,
          { group: ['firebase-admin', 'firebase-admin/*', '@google-cloud/*'], message: FIRESTORE_IN_HANDLERS },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: `CallExpression[callee.property.name=/^(${FIRESTORE_CALLS})$/]`, message: FIRESTORE_IN_HANDLERS },
      { selector: "CallExpression[callee.property.name='get'][arguments.length=0]", message: FIRESTORE_IN_HANDLERS },
    ],
  },
};

/**
 * Tests wait for states, never for fixed times: no Playwright `waitForTimeout`, no
 * `setTimeout` with a delay in a test file (a poll, `expect.poll`, `vi.waitFor`, a locator's own wait;
 * `setTimeout(…, 0)` and `setImmediate` only yield a turn of the event loop).
 */
const FIXED_SLEEP = 'Wait for a state (expect.poll, vi.waitFor, a locator), not for a fixed time.';
const noFixedSleeps = {
  files: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.property.name='waitForTimeout']", message: FIXED_SLEEP },
      { selector: "CallExpression[callee.name='setTimeout'][arguments.1.value>0]", message: FIXED_SLEEP },
      { selector: "CallExpression[callee.name='setTimeout'][arguments.1.type!='Literal']", message: FIXED_SLEEP },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      '**/dist/**',
      'test-results/**',
      'emulators/.cache/**',
      'emulators/.state/**',
    ],
  },
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
  layers,
  contractPackages,
  {
    files: ['emulators/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/functions/src/**', '**/functions/lib/**'],
              message: "Import the contract by its package name: '@agenda/contract'.",
            },
            contractByName,
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts', 'functions/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractByName] }] },
  },
  handlerWall,
  noFixedSleeps,
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
