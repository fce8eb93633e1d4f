/**
 * What `npm run test:changed` reads from the repository (the choices themselves are lib/changed-plan.ts, pure):
 * the files changed since a ref, and the browser files a change reaches through the route table.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { browserFilesFor, screenModules } from './changed-plan';
import { ROOT } from './paths';

const git = (...args: string[]): string[] =>
  spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The files changed since `base` (from where the branch left it), committed, staged, unstaged and new; deleted ones left out. */
export function changedFiles(base: string): string[] {
  return [
    ...new Set([
      ...git('diff', '--name-only', '--diff-filter=d', '--merge-base', base),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ].filter((file) => existsSync(path.join(ROOT, file)));
}

/** The browser files that open a screen the changed files can alter (each read with the local helpers it imports). */
export function browserFilesOfChange(files: readonly string[]): string[] {
  const browserDir = path.join(ROOT, 'emulators/tests/browser');
  const sourceOf = (name: string) => readFileSync(path.join(browserDir, name), 'utf8');
  const tests = readdirSync(browserDir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => {
      const own = sourceOf(name);
      const helpers = [...own.matchAll(/from '\.\/([\w-]+)'/g)].map(([, helper]) => sourceOf(`${helper}.ts`));
      return { file: `emulators/tests/browser/${name}`, source: [own, ...helpers].join('\n') };
    });
  const router = readFileSync(path.join(ROOT, 'web/src/app/router.tsx'), 'utf8');
  return browserFilesFor(files, screenModules(router), tests);
}
