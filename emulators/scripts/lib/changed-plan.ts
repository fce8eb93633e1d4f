/**
 * `npm run test:changed` (docs/testing.md, "One change, two minutes"): which checks a change needs. The unit,
 * API, rules and storage tests related to the changed files are vitest's to find (`--changed`, through the
 * imports); this module decides the rest from the changed paths alone: what lint, Prettier and which type
 * checks look at, and which browser files open the screens a change in `web/` can alter. Browser tests
 * import no app code, so their link to a change goes through the route table: a changed feature folder →
 * the screens whose lazy modules live in it (web/src/app/router.tsx) → the browser files that open those
 * screens. It is a shortcut for a developer's loop; `npm test` stays the gate.
 */
import path from 'node:path';

/** Files eslint looks at (eslint.config.mjs lints every script and module of the repository). */
const LINTED = /\.(ts|tsx|mts|mjs|js)$/;
/** Files Prettier formats (the rest it would not know). */
const FORMATTED = /\.(ts|tsx|mts|mjs|js|json|md|css|html|ya?ml|rules)$/;

/** A feature's own folders, which belong to it rather than being features of their own. */
const FEATURE_PARTS = new Set(['api', 'components', 'hooks', 'lib', 'model', 'shared']);

/**
 * Browser files for a change in the app's shared code (its shell, components, hooks, libraries), which
 * every screen may show: the sweep of every route, the keyboard walk and the shell's modes.
 */
export const SHARED_CODE_BROWSER_FILES = [
  'emulators/tests/browser/route-sweep.test.ts',
  'emulators/tests/browser/keyboard.test.ts',
  'emulators/tests/browser/shell.test.ts',
];

export interface ChangedChecks {
  /** Changed files eslint should check. */
  lint: string[];
  /** Changed files Prettier should check. */
  format: string[];
  /** tsconfig files whose projects a changed file is part of. */
  typecheck: string[];
}

/** Lint, format and type checks of the changed files (paths from the root; deleted files already left out). */
export function staticChecksOf(changed: readonly string[]): ChangedChecks {
  const typecheck = new Set<string>();
  for (const file of changed) {
    if (file.startsWith('functions/contract/')) {
      // The contract is compiled into all three.
      typecheck.add('functions/tsconfig.json').add('web/tsconfig.json').add('emulators/tsconfig.json');
    } else if (file.startsWith('functions/')) {
      typecheck.add('functions/tsconfig.json');
    } else if (file.startsWith('web/')) {
      typecheck.add('web/tsconfig.json');
    } else if (file.startsWith('emulators/')) {
      typecheck.add('emulators/tsconfig.json');
    }
  }
  return {
    lint: changed.filter((file) => LINTED.test(file)),
    format: changed.filter((file) => FORMATTED.test(file)),
    typecheck: [...typecheck].sort(),
  };
}

/**
 * The feature folder of a file of the app (`features/wall`, `features/events/agendas`), or null for the
 * app's shared code. A feature is a folder under `web/src/features`, or one of its sub-folders when that
 * holds screens of its own (`events/agendas`, not `wall/lib`); a feature's `shared` folder is the whole
 * feature's.
 */
export function featureFolderOf(file: string): string | null {
  const match = /^web\/src\/(features\/[^/]+)\/([^/]+)\/./.exec(file);
  if (match) return FEATURE_PARTS.has(match[2]!) ? match[1]! : `${match[1]}/${match[2]}`;
  const single = /^web\/src\/(features\/[^/]+)\/[^/]+$/.exec(file);
  return single ? single[1]! : null;
}

/**
 * The route table's screens and the modules each loads, from the router's source: each entry
 * `'main/event/wall': () => … import('@/features/wall/…') …` up to the next entry.
 */
export function screenModules(routerSource: string): Map<string, string[]> {
  const screens = new Map<string, string[]>();
  const entry = /^\s*'?([A-Za-z][\w/]*)'?:\s*\(\)\s*=>/gm;
  const starts = [...routerSource.matchAll(entry)];
  starts.forEach((start, index) => {
    const end = starts[index + 1]?.index ?? routerSource.length;
    const body = routerSource.slice(start.index, end);
    const modules = [...body.matchAll(/import\('@\/([^']+)'\)/g)].map((found) => `web/src/${found[1]}`);
    if (modules.length) screens.set(start[1]!, [...(screens.get(start[1]!) ?? []), ...modules]);
  });
  return screens;
}

/**
 * Whether a browser test's source (with its local helpers') opens `screen`: it names the screen's address
 * (`/main/event/wall`), or its last part the way address builders take it (`at('moderation')`, `/wall?`).
 */
export function opensScreen(source: string, screen: string): boolean {
  if (source.includes(`/${screen}`)) return true;
  const leaf = screen.split('/').pop()!;
  return new RegExp(`(['"\`]${leaf}['"\`])|(/${leaf}[?'"\`])`).test(source);
}

export interface BrowserFile {
  /** From the root: `emulators/tests/browser/wall.test.ts`. */
  file: string;
  /** Its source and that of the local helpers it imports. */
  source: string;
}

/** The browser files that open a screen a changed file can alter, and the changed browser files themselves. */
export function browserFilesFor(
  changed: readonly string[],
  screens: ReadonlyMap<string, readonly string[]>,
  tests: readonly BrowserFile[],
): string[] {
  const chosen = new Set<string>();
  const folders = new Set<string>();
  for (const file of changed) {
    if (tests.some((test) => test.file === file)) chosen.add(file);
    else if (file.startsWith('emulators/tests/browser/')) {
      // A helper: every file that imports it.
      const helper = `./${path.basename(file, '.ts')}`;
      for (const test of tests) if (test.source.includes(`'${helper}'`)) chosen.add(test.file);
    } else if (file.startsWith('web/src/')) {
      const folder = featureFolderOf(file);
      if (folder) folders.add(folder);
      else for (const shared of SHARED_CODE_BROWSER_FILES) chosen.add(shared);
    }
  }
  for (const folder of folders) {
    const prefix = `web/src/${folder}/`;
    const altered = [...screens].filter(([, modules]) => modules.some((module) => module.startsWith(prefix)));
    const name = folder.split('/').pop()!;
    for (const test of tests) {
      const named = path.basename(test.file).startsWith(name);
      if (named || altered.some(([screen]) => opensScreen(test.source, screen))) chosen.add(test.file);
    }
  }
  return [...chosen].sort();
}
