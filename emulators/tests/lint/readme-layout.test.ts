/**
 * The README's layout map stays true: every folder it names exists, and every document it
 * points to under docs/ exists.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The first word of each line of the code block under "## Layout". */
function layoutPaths(): string[] {
  const section = README.split(/^## Layout$/m)[1] ?? '';
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter((word) => word.endsWith('/'));
}

describe("the README's layout map", () => {
  it('names folders, and every one exists', () => {
    const folders = layoutPaths();
    expect(folders.length).toBeGreaterThan(10);
    const missing = folders.filter(
      (folder) => !existsSync(path.join(ROOT, folder)) || !statSync(path.join(ROOT, folder)).isDirectory(),
    );
    expect(missing).toEqual([]);
  });

  it('points to documents that exist', () => {
    const documents = [...README.matchAll(/`(docs\/[\w-]+\.md)`/g)].map((match) => match[1]!);
    expect(documents.length).toBeGreaterThan(3);
    expect(documents.filter((document) => !existsSync(path.join(ROOT, document)))).toEqual([]);
  });

  it('stays short: 10 KB at most', () => {
    expect(Buffer.byteLength(README)).toBeLessThanOrEqual(10 * 1024);
  });
});
