/**
 * Comments say why, in the repository's own words: a comment citing an issue by its number points at
 * a tracker a person who clones the repository cannot open. Every comment of the shipped and test
 * sources (TypeScript and JavaScript under functions/src, functions/contract/src, functions/test,
 * web/src and emulators, and the two rules files) is read, found by the TypeScript parser; one that
 * cites an issue fails the test with its file and line. Strings (test titles, bench output) and JSX
 * text are not comments and are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['functions/src', 'functions/contract/src', 'functions/test', 'web/src', 'emulators'];
const RULES = ['firestore.rules', 'storage.rules'];
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const CITATION = /\bissues? #?\d+/i;

/**
 * Files allowed to cite issues in their comments: none. Say why instead, or point at the docs section that
 * describes the behaviour; a new entry here needs a reason a reviewer accepts.
 */
const ALLOWED_TO_CITE = new Set<string>([]);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Each comment of a TypeScript or JavaScript file, as its offset and text, found by the compiler's parser. */
function scriptComments(file: string, text: string): { pos: number; text: string }[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, string>();
  const visit = (node: ts.Node): void => {
    // A JSDoc block is read whole as the trivia of the node it documents, not again through its parts.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    // JSX text holds no comments; every other node's (and token's) leading and trailing trivia may.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      for (const ranges of [ts.getLeadingCommentRanges(text, node.pos), ts.getTrailingCommentRanges(text, node.end)]) {
        for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
      }
    }
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found].map(([pos, comment]) => ({ pos, text: comment }));
}

/** Each comment of a rules file: its lines' `//` tails (the rules quote no `//` in strings). */
function rulesComments(text: string): { pos: number; text: string }[] {
  return [...text.matchAll(/\/\/.*$/gm)].map((match) => ({ pos: match.index, text: match[0] }));
}

/** "file:line" of each line of a comment that cites an issue. */
function citations(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const comments = RULES.includes(file) ? rulesComments(text) : scriptComments(file, text);
  return comments.flatMap((comment) =>
    comment.text.split('\n').flatMap((line, index) => {
      if (!CITATION.test(line)) return [];
      const at = text.slice(0, comment.pos).split('\n').length + index;
      return [`${file}:${at}: ${line.trim()}`];
    }),
  );
}

describe('comments cite no issue numbers', () => {
  const files = [...FOLDERS.flatMap(sourceFiles), ...RULES];

  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('finds a citation in a comment, and none in a string or JSX text', () => {
    const script = "// Why (issue 12).\nit('keeps (issue 3) in a title', () => {}); /* and issue 4 */\n";
    expect(scriptComments('probe.ts', script).map((comment) => comment.text)).toEqual([
      '// Why (issue 12).',
      '/* and issue 4 */',
    ]);
    const jsx =
      'export const P = () => (\n  <p>\n    {/* Issue 5: why */}\n    See issue 6 // on the page\n  </p>\n);\n';
    expect(scriptComments('probe.tsx', jsx).map((comment) => comment.text)).toEqual(['/* Issue 5: why */']);
  });

  it('in no file outside the list of files not yet rewritten', () => {
    const cited = files.filter((file) => !ALLOWED_TO_CITE.has(file)).flatMap(citations);
    expect(cited).toEqual([]);
  });
});
