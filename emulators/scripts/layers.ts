/**
 * `npm run layers`: the import graph of the top-level folders of the app (web/src) and the functions
 * (functions/src), and of both to the contract package (@agenda/contract, functions/contract), drawn from
 * the code: one line per arrow with the number of files that import along it. Arrows that point up the
 * layer order (the order eslint.config.mjs enforces) are marked; the script exits non-zero when there is
 * one. The functions' resource folders (one per group of the endpoint table: events/, agendas/, …) form
 * one layer, drawn as one node `(resources)`; the arrows between them are listed apart and must not form
 * a cycle. Tests are left out (they may import anything).
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
  /** Folders that form one layer, drawn as the node of that name in `order`. */
  group?: { node: string; members: readonly string[] };
}

/** Workspace packages, drawn as one node each at the bottom of the layers that import them. */
const PACKAGES = ['@agenda/contract'] as const;

/** The folders of functions/src that are not resources (eslint.config.mjs names the same). */
const SERVER_INFRASTRUCTURE = ['types', 'lib', 'mail', 'shared', 'http', 'triggers'];
const RESOURCES = '(resources)';
const serverResources = readdirSync(path.join(ROOT, 'functions/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_INFRASTRUCTURE.includes(entry.name))
  .map((entry) => entry.name);

const AREAS: readonly Area[] = [
  {
    name: 'web/src',
    dir: 'web/src',
    order: [...PACKAGES, 'config', 'lib', 'components', 'hooks', 'features', 'app', '(root)'],
    aliases: [['@/', '']],
  },
  {
    name: 'functions/src',
    dir: 'functions/src',
    order: [
      ...PACKAGES,
      'types',
      'config.ts',
      'global-options.ts',
      'lib',
      'mail',
      'shared',
      'http',
      RESOURCES,
      'triggers',
      'routes.ts',
      'app.ts',
      'index.ts',
    ],
    aliases: [],
    group: { node: RESOURCES, members: serverResources },
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

/** The cycles among the arrows `edges` (each as its folders in order, the first repeated at the end). */
function cyclesOf(edges: readonly [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void cycles.push([...trail.slice(at), node]);
    if (done.has(node)) return;
    for (const to of next.get(node) ?? []) visit(to, [...trail, node]);
    done.add(node);
  };
  for (const node of [...next.keys()].sort()) visit(node, []);
  return cycles;
}

const line = (key: string, files: Set<string>, mark = '') =>
  `  ${key.padEnd(34)} ${String(files.size).padStart(4)} file${files.size === 1 ? '' : 's'}${mark}`;

let upward = 0;
let cycles = 0;
for (const area of AREAS) {
  const base = path.join(ROOT, area.dir);
  const nodeOf = (top: string) => (area.group?.members.includes(top) ? area.group.node : top);
  const edges = new Map<string, Set<string>>();
  const inGroup = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, file: string) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(file);
  };
  for (const file of sourceFiles(base)) {
    const from = topOf(file, area);
    for (const specifier of importsOf(readFileSync(path.join(base, file), 'utf8'))) {
      const alias = area.aliases.find(([prefix]) => specifier.startsWith(prefix));
      const pkg = PACKAGES.find((name) => specifier === name || specifier.startsWith(`${name}/`));
      let target: string | null = null;
      if (pkg) {
        add(edges, `${nodeOf(from)} → ${pkg}`, file);
        continue;
      }
      if (alias) target = specifier.slice(alias[0].length);
      else if (specifier.startsWith('.')) {
        const resolved = path
          .relative(base, path.resolve(path.dirname(path.join(base, file)), specifier))
          .replaceAll('\\', '/');
        if (!resolved.startsWith('..')) target = resolved;
      }
      if (target === null) continue;
      // `../lib` names a folder (its index); `./config` a file.
      const single = target.split('/').length === 1;
      const folder = single && existsSync(path.join(base, target)) && statSync(path.join(base, target)).isDirectory();
      const to =
        single && !folder && !/\.tsx?$/.test(target)
          ? topOf(`${target}.ts`, area)
          : topOf(folder ? `${target}/index.ts` : target, area);
      if (to === from) continue;
      if (nodeOf(to) === nodeOf(from)) add(inGroup, `${from} → ${to}`, file);
      else add(edges, `${nodeOf(from)} → ${nodeOf(to)}`, file);
    }
  }
  say(`\n${area.name} (bottom first: ${area.order.join(', ')})`);
  for (const [key, files] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
    const [from, to] = key.split(' → ') as [string, string];
    const up = area.order.indexOf(to) > area.order.indexOf(from);
    if (up) upward += 1;
    say(line(key, files, up ? '   ← UPWARD' : ''));
  }
  if (!area.group) continue;
  say(`\n${area.name} ${area.group.node}: ${area.group.members.join(', ')}; the arrows between them`);
  const found = cyclesOf([...inGroup.keys()].map((key) => key.split(' → ') as [string, string]));
  const inCycle = new Set(found.flatMap((cycle) => cycle.slice(1).map((to, index) => `${cycle[index]} → ${to}`)));
  for (const [key, files] of [...inGroup].sort(([a], [b]) => a.localeCompare(b)))
    say(line(key, files, inCycle.has(key) ? '   ← CYCLE' : ''));
  for (const cycle of found) say(`  cycle: ${cycle.join(' → ')}`);
  cycles += found.length;
}
say(upward === 0 ? '\nNo arrow runs upward.' : `\n${upward} arrow(s) run upward.`);
say(cycles === 0 ? 'No cycle among the resources.' : `${cycles} cycle(s) among the resources.`);
process.exitCode = upward === 0 && cycles === 0 ? 0 : 1;
