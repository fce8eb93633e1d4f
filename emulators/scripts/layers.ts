/**
 * `npm run layers`: the import graph of the top-level folders of the app (web/src) and the functions
 * (functions/src), and of both to the contract package (@agenda/contract, functions/contract), drawn from the code: one line per arrow with the number of files that import along
 * it. Arrows that point up the layer order (the order eslint.config.mjs enforces) are marked; the
 * script exits non-zero when there is one. Tests are left out (they may import anything).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { say } from './lib/say';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Area {
  name: string;
  dir: string;
  /** Bottom first; a file directly in the source folder (main.tsx, app.ts, index.ts) counts as `(root)`. */
  order: readonly string[];
  /** Import specifiers that are aliases of a folder of this area, with the folder they name. */
  aliases: readonly [prefix: string, folder: string][];
}

/** Workspace packages, drawn as one node each at the bottom of the layers that import them. */
const PACKAGES = ['@agenda/contract'] as const;

const AREAS: readonly Area[] = [
  { name: 'web/src', dir: 'web/src', order: [...PACKAGES, 'config', 'lib', 'components', 'hooks', 'features', 'app', '(root)'], aliases: [['@/', '']] },
  {
    name: 'functions/src',
    dir: 'functions/src',
    order: [...PACKAGES, 'types', 'config.ts', 'lib', 'mail', 'identity', 'services', 'triggers', 'http', 'routes', 'app.ts', 'index.ts'],
    aliases: [],
  },
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.tsx?$/.test(file) && !/(\.test|test-utils)\.tsx?$/.test(file) && !file.startsWith('test/'));

/** The top-level folder (or root file) of a path relative to the area's folder. */
function topOf(relative: string, area: Area): string {
  const [first, ...rest] = relative.split('/');
  if (rest.length > 0) return first!;
  return area.order.includes(first!) ? first! : area.name === 'web/src' ? '(root)' : first!;
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);
}

let upward = 0;
for (const area of AREAS) {
  const base = path.join(ROOT, area.dir);
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(base)) {
    const from = topOf(file, area);
    for (const specifier of importsOf(readFileSync(path.join(base, file), 'utf8'))) {
      const alias = area.aliases.find(([prefix]) => specifier.startsWith(prefix));
      const pkg = PACKAGES.find((name) => specifier === name || specifier.startsWith(`${name}/`));
      let target: string | null = null;
      if (pkg) {
        const key = `${from} → ${pkg}`;
        if (!edges.has(key)) edges.set(key, new Set());
        edges.get(key)!.add(file);
        continue;
      }
      if (alias) target = specifier.slice(alias[0].length);
      else if (specifier.startsWith('.')) {
        const resolved = path.relative(base, path.resolve(path.dirname(path.join(base, file)), specifier)).replaceAll('\\', '/');
        if (!resolved.startsWith('..')) target = resolved;
      }
      if (target === null) continue;
      // `../lib` names a folder (its index); `./config` a file.
      const single = target.split('/').length === 1;
      const folder = single && existsSync(path.join(base, target)) && statSync(path.join(base, target)).isDirectory();
      const to = single && !folder && !/\.tsx?$/.test(target) ? topOf(`${target}.ts`, area) : topOf(folder ? `${target}/index.ts` : target, area);
      if (to === from) continue;
      const key = `${from} → ${to}`;
      if (!edges.has(key)) edges.set(key, new Set());
      edges.get(key)!.add(file);
    }
  }
  say(`\n${area.name} (bottom first: ${area.order.join(', ')})`);
  for (const [key, files] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
    const [from, to] = key.split(' → ') as [string, string];
    const up = area.order.indexOf(to) > area.order.indexOf(from);
    if (up) upward += 1;
    say(`  ${key.padEnd(34)} ${String(files.size).padStart(4)} file${files.size === 1 ? '' : 's'}${up ? '   ← UPWARD' : ''}`);
  }
}
say(upward === 0 ? '\nNo arrow runs upward.' : `\n${upward} arrow(s) run upward.`);
process.exitCode = upward === 0 ? 0 : 1;
