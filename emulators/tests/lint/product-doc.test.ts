/**
 * docs/product.md describes the product in the repository's own words and names the contract's texts,
 * limits and constants instead of copying them. This keeps it honest: every backticked name there that
 * looks like a contract name is an export of @agenda/contract (and `X.key` a key of that export), and
 * none of the contract's message texts is quoted there, so the doc cannot drift from the one definition.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@agenda/contract';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOC = readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
const EXPORTS: Record<string, unknown> = contract;

/** Where code cites docs/product.md: the sources the comment-citation test reads, and the rules files. */
const CITING_FOLDERS = ['functions/src', 'functions/contract/src', 'functions/test', 'web/src', 'emulators'];
const CITING_FILES = ['firestore.rules', 'storage.rules'];
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'lib']);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/**
 * A backticked name that cites the contract: an UPPER_SNAKE constant or a member of an upper-case
 * export (`STARS_PER_EVENT_MAX`, `MESSAGES.required`, `EVENT_MESSAGES.startBeforeToday`), a schema or
 * message group (`eventSaveSchema`, `imageMessages.tooWide`), a group of the endpoint table
 * (`api.events`), or a function (`canEditEvent()`). Plain words such as `ROOT` or `/main/event/…` are not.
 */
const CONTRACT_NAME =
  /^(?:[A-Z][A-Z0-9]*_[A-Z0-9_]*(?:\.\w+)*|[A-Z][A-Z0-9]+(?:\.\w+)+|[a-z]\w*(?:Schema|Messages)(?:\.\w+)*|api(?:\.\w+)+|[a-z]\w*\(\))$/;

/** The backticked spans of a markdown text that look like contract names. */
function contractNames(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...new Set(spans.filter((span) => CONTRACT_NAME.test(span)))];
}

/** Why a contract name does not resolve, or null when it does. */
function unresolved(name: string, exports: Record<string, unknown>): string | null {
  const isCall = name.endsWith('()');
  const [head, ...keys] = (isCall ? name.slice(0, -2) : name).split('.');
  if (!Object.hasOwn(exports, head!)) return `${name}: @agenda/contract exports no ${head}`;
  let value: unknown = exports[head!];
  for (const key of keys) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) {
      return `${name}: ${key} is not a key of ${head}`;
    }
    value = (value as Record<string, unknown>)[key];
  }
  if (isCall && typeof value !== 'function') return `${name}: ${head} is not a function`;
  return null;
}

/** The contract's fixed message texts (the string values of its message groups), long enough to be distinctive. */
function messageTexts(exports: Record<string, unknown>): string[] {
  return Object.entries(exports)
    .filter(([name]) => /(?:MESSAGES|Messages|TOASTS|OVERLAYS|CONFIRMATIONS)$/.test(name))
    .flatMap(([, group]) => Object.values(group as Record<string, unknown>))
    .filter((value): value is string => typeof value === 'string' && value.length >= 12);
}

describe('docs/product.md', () => {
  it('has the nine numbered sections code comments cite', () => {
    const sections = [...DOC.matchAll(/^## §(\d+) /gm)].map((match) => Number(match[1]));
    expect(sections).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('has every section the code cites ("docs/product.md §N")', () => {
    const sections = new Set([...DOC.matchAll(/^## §(\d+) /gm)].map((match) => match[1]));
    const citations = [...CITING_FOLDERS.flatMap(sourceFiles), ...CITING_FILES].flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/docs\/product\.md §(\d+)/g)].map((match) => ({
        file,
        section: match[1]!,
      })),
    );
    expect(citations.length).toBeGreaterThan(300);
    expect(citations.filter(({ section }) => !sections.has(section))).toEqual([]);
  });

  it('names only exports of @agenda/contract, and only keys they have', () => {
    const names = contractNames(DOC);
    // The doc cites the contract throughout; a handful would mean the pattern stopped matching.
    expect(names.length).toBeGreaterThan(100);
    expect(names.map((name) => unresolved(name, EXPORTS)).filter(Boolean)).toEqual([]);
  });

  it("cites the contract's messages rather than copying their texts", () => {
    const texts = messageTexts(EXPORTS);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => DOC.includes(text))).toEqual([]);
  });

  it('reads the names it checks the way the doc writes them', () => {
    const sample =
      '`MESSAGES.required`, `STARS_PER_EVENT_MAX`, `eventSaveSchema`, `imageMessages.tooWide`, ' +
      '`api.events`, `canEditEvent()`, plain `ROOT`, `/main/event/…`, `docs/features.md`';
    expect(contractNames(sample)).toEqual([
      'MESSAGES.required',
      'STARS_PER_EVENT_MAX',
      'eventSaveSchema',
      'imageMessages.tooWide',
      'api.events',
      'canEditEvent()',
    ]);
    expect(unresolved('EVENT_MESSAGES.startBeforeToday', EXPORTS)).toBeNull();
    expect(unresolved('EVENT_MESSAGES.noSuchKey', EXPORTS)).toMatch(/noSuchKey is not a key of EVENT_MESSAGES/);
    expect(unresolved('NO_SUCH_CONSTANT', EXPORTS)).toMatch(/exports no NO_SUCH_CONSTANT/);
    expect(unresolved('APP_BASE_PATH()', EXPORTS)).toMatch(/is not a function/);
  });
});
