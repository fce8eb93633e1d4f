/**
 * No fixed sleeps in tests (eslint.config.mjs' noFixedSleeps): each probe is linted as if it
 * lay in a test file, and must (or must not) be refused.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function refused(file: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-syntax');
}

const CASES: readonly { name: string; file: string; code: string; refused: boolean }[] = [
  {
    name: 'a Playwright fixed wait in a browser test',
    file: 'emulators/tests/browser/probe.test.ts',
    code: 'export const wait = (page: { waitForTimeout(ms: number): Promise<void> }) => page.waitForTimeout(500);',
    refused: true,
  },
  {
    name: 'a one-second sleep in an API test',
    file: 'functions/test/api/probe.test.ts',
    code: 'export const wait = () => new Promise((resolve) => setTimeout(resolve, 1_100));',
    refused: true,
  },
  {
    name: 'a sleep of a computed length in a web test',
    file: 'web/src/probe.test.tsx',
    code: 'const ms = 50;\nexport const wait = () => new Promise((resolve) => setTimeout(resolve, ms));',
    refused: true,
  },
  {
    name: 'one turn of the event loop',
    file: 'web/src/probe.test.ts',
    code: 'export const turn = () => new Promise((resolve) => setTimeout(resolve, 0));',
    refused: false,
  },
  {
    name: 'a polling helper outside test files',
    file: 'functions/test/probe-helper.ts',
    code: 'export const pause = () => new Promise((resolve) => setTimeout(resolve, 200));',
    refused: false,
  },
];

describe('no fixed sleeps in tests', () => {
  it.each(CASES)('$name: refused $refused', async ({ file, code, refused: expected }) => {
    expect(await refused(file, code)).toBe(expected);
  });
});
