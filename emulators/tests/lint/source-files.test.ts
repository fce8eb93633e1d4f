/**
 * The shipped sources' files explain themselves by their names and stay short enough to read whole:
 * every file of web/src, functions/src, functions/contract/src and emulators/scripts has a kebab-case
 * name (its folders too), and none of their source files, tests aside, is over 400 lines. A file that
 * grows past it is split along its seams, a module per concern named for what it does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SHIPPED = ['web/src', 'functions/src', 'functions/contract/src', 'emulators/scripts'];
/** The kebab-case names: only the app's sources (web/src, functions' and the contract's). */
const NAMED = ['web/src', 'functions/src', 'functions/contract/src'];
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEST = /\.test\.[cm]?[jt]sx?$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const MAX_LINES = 400;

/** Files allowed over MAX_LINES: none; a new entry here needs a reason a reviewer accepts. */
const ALLOWED_LONG = new Set<string>([]);

/** A name of lower-case words joined by hyphens, in each of its dot-separated parts ("use-live-docs.test.ts"). */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Every file and folder under `folder`, as paths from the repository's root. */
function entries(folder: string): { file: string; isFolder: boolean }[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory())
      return SKIPPED.has(entry.name) || entry.name.startsWith('.')
        ? []
        : [{ file: relative, isFolder: true }, ...entries(relative)];
    return [{ file: relative, isFolder: false }];
  });
}

/** Lines as an editor numbers them: a last line without its newline counts, an empty file has none. */
const lineCount = (text: string): number => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

describe('shipped source files stay under 400 lines', () => {
  const files = SHIPPED.flatMap(entries)
    .filter(({ file, isFolder }) => !isFolder && SOURCE.test(file) && !TEST.test(file))
    .map(({ file }) => file);

  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('counts lines as an editor numbers them', () => {
    expect([lineCount(''), lineCount('a\n'), lineCount('a\nb'), lineCount('a\nb\n')]).toEqual([0, 1, 2, 2]);
  });

  it('in no file outside the allowed list', () => {
    const long = files
      .filter((file) => !ALLOWED_LONG.has(file))
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(ROOT, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

describe('file names are kebab-case', () => {
  it('refuses camelCase, PascalCase, snake_case and spaces', () => {
    const names = ['use-live-docs.ts', 'agenda-import.test.ts', 'index.tsx', 'v2', 'x.d.ts'];
    const refused = ['useLiveDocs.ts', 'EventPage.tsx', 'event_page.tsx', 'event page.ts', '-lead.ts', 'a--b.ts'];
    expect(names.filter((name) => !KEBAB.test(name))).toEqual([]);
    expect(refused.filter((name) => KEBAB.test(name))).toEqual([]);
  });

  it('in web/src, functions/src and functions/contract/src, their folders included', () => {
    const found = NAMED.flatMap(entries);
    expect(found.length).toBeGreaterThan(500);
    expect(found.map(({ file }) => file).filter((file) => !KEBAB.test(path.basename(file)))).toEqual([]);
  });
});
