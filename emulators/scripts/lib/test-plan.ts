/**
 * What `npm test` runs: everything by default; `--only <stage>[,<stage>…]` runs
 * those stages (and the build they need); test files given by path run alone, each in its project, with
 * the build and the emulator suite only when a file needs them. `npm test -- --only browser`,
 * `npm test -- functions/test/api/news.test.ts web/src/components/form`.
 */

/** The stages `--only` names: the static checks, then the vitest projects grouped as the summary shows them. */
const STAGES = ['static', 'unit', 'web', 'bundle', 'api', 'rules', 'storage', 'browser'] as const;
type Stage = (typeof STAGES)[number];

/** A vitest run of the summary: its name (its first project) and its projects. */
export interface ProjectGroup {
  name: string;
  projects: readonly string[];
  stage: Stage;
  /** Runs against the emulator suite. */
  suite: boolean;
}

/** In the order `npm test` runs them. */
export const GROUPS: readonly ProjectGroup[] = [
  { name: 'functions-unit', projects: ['functions-unit', 'scripts'], stage: 'unit', suite: false },
  { name: 'lint-walls', projects: ['lint'], stage: 'unit', suite: false },
  { name: 'web', projects: ['web', 'web-isolated'], stage: 'web', suite: false },
  { name: 'bundle', projects: ['bundle'], stage: 'bundle', suite: false },
  { name: 'api', projects: ['api'], stage: 'api', suite: true },
  { name: 'rules', projects: ['rules'], stage: 'rules', suite: true },
  { name: 'storage', projects: ['storage'], stage: 'storage', suite: true },
  { name: 'browser', projects: ['browser'], stage: 'browser', suite: true },
];

/** Where each group's test files live (paths from the repository's root). */
const HOMES: readonly [prefix: string, group: string][] = [
  ['functions/src/', 'functions-unit'],
  ['functions/contract/', 'functions-unit'],
  ['emulators/scripts/', 'functions-unit'],
  ['emulators/tests/lint/', 'lint-walls'],
  ['web/', 'web'],
  ['emulators/tests/bundle/', 'bundle'],
  ['functions/test/', 'api'],
  ['emulators/tests/rules/', 'rules'],
  ['emulators/tests/storage/', 'storage'],
  ['emulators/tests/browser/', 'browser'],
];

export interface TestPlan {
  /** Lint, format and the type checks. */
  static: boolean;
  /** The groups to run, in order, each with the files it is limited to (none: all of its files). */
  groups: { group: ProjectGroup; files: string[] }[];
  /** The emulator build (web and functions), which the bundle and suite groups need. */
  build: boolean;
  /** The production build beside it, which only the bundle group checks. */
  productionBuild: boolean;
  /** The emulator suite with the demo data. */
  suite: boolean;
  /**
   * `--changed [ref]`: only the checks the files changed since `ref` (default `main`; uncommitted and new
   * files included) need, chosen by test.ts with lib/changed-plan.ts. The other fields then say nothing.
   */
  changed: string | null;
  /** `--changed --browser`: also run the browser files the change maps to (otherwise they are only listed). */
  browser: boolean;
}

export class UsageError extends Error {}

/** The group whose files `file` (a path from the root, or `./…`) is among. */
function groupOfFile(file: string): ProjectGroup {
  const relative = file.replace(/^\.\//, '');
  const home = HOMES.find(([prefix]) => relative.startsWith(prefix) || `${relative}/` === prefix);
  const group = home && GROUPS.find(({ name }) => name === home[1]);
  if (!group) throw new UsageError(`${file} is in no test project (see docs/testing.md for where the tests live)`);
  return group;
}

export function planTests(args: readonly string[]): TestPlan {
  const only = new Set<Stage>();
  const files: string[] = [];
  let changed: string | null = null;
  let browser = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--changed' || arg.startsWith('--changed=')) {
      const next = args[index + 1];
      changed = arg.startsWith('--changed=')
        ? arg.slice('--changed='.length)
        : next && !next.startsWith('-')
          ? args[(index += 1)]!
          : 'main';
      if (!changed) throw new UsageError('--changed takes a git ref, or none for main');
    } else if (arg === '--browser') {
      browser = true;
    } else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? args[(index += 1)] : arg.slice('--only='.length);
      if (!value) throw new UsageError(`--only needs a stage: ${STAGES.join(', ')}`);
      for (const stage of value.split(',')) {
        if (!(STAGES as readonly string[]).includes(stage))
          throw new UsageError(`There is no stage "${stage}"; the stages are ${STAGES.join(', ')}`);
        only.add(stage as Stage);
      }
    } else if (arg.startsWith('-')) {
      throw new UsageError(
        `Unknown option ${arg}: npm test [-- --only <stage>[,<stage>…]] [-- <test file or folder>…] [-- --changed [ref] [--browser]]`,
      );
    } else {
      files.push(arg);
    }
  }
  if (changed !== null && (only.size > 0 || files.length > 0))
    throw new UsageError('--changed chooses the tests itself: it takes neither --only nor test files');
  if (browser && changed === null)
    throw new UsageError('--browser goes with --changed (npm run test:changed -- --browser)');
  if (changed !== null)
    return { static: false, groups: [], build: false, productionBuild: false, suite: false, changed, browser };
  const everything = only.size === 0 && files.length === 0;
  const groups = GROUPS.flatMap((group) => {
    const mine = files.filter((file) => groupOfFile(file) === group);
    const chosen = everything || only.has(group.stage) || mine.length > 0;
    return chosen ? [{ group, files: mine }] : [];
  });
  const needsBuild = groups.some(({ group }) => group.suite || group.name === 'bundle');
  return {
    static: everything || only.has('static'),
    groups,
    build: needsBuild,
    productionBuild: groups.some(({ group }) => group.name === 'bundle'),
    suite: groups.some(({ group }) => group.suite),
    changed: null,
    browser: false,
  };
}

/**
 * Each phase's CPU budget in seconds (docs/testing.md, "Budgets"): the CPU time of the run's process
 * tree while the phase ran, emulators and browsers included. A phase that spends more than
 * BUDGET_TOLERANCE over its budget fails the run, so that the suite's cost is a decision, not a drift.
 * The budgets leave room for what the test plan still expects (the wall's screens, the attendee's day,
 * check-in); a phase that grows past them gets its work made cheaper, or a budget raised in review.
 */
export const CPU_BUDGETS: Readonly<Record<string, number>> = {
  // CI's figures (a fresh machine of our kind, all green, before happy-dom): static 115, functions-unit 44,
  // lint-walls 20, web 314 (about 270 on happy-dom), build 171, bundle 5, emulators 59, api 1,292,
  // rules 167, storage 189, browser 1,397 CPU s. Budgets about 1.5 times those, rounded: room for the
  // wall's screens, the attendee's day and check-in; the tolerance above them absorbs a slower machine.
  static: 175,
  'functions-unit': 65,
  'lint-walls': 30,
  web: 400,
  build: 260,
  bundle: 10,
  emulators: 90,
  api: 1900,
  rules: 250,
  storage: 285,
  browser: 2100,
};
export const BUDGET_TOLERANCE = 0.2;

/** Why a phase's CPU time breaks its budget, or null while it keeps it (or has none, or was not measured). */
export function overBudget(phase: string, cpuSeconds: number | null): string | null {
  const budget = CPU_BUDGETS[phase];
  if (budget === undefined || cpuSeconds === null) return null;
  const limit = budget * (1 + BUDGET_TOLERANCE);
  return cpuSeconds > limit
    ? `${cpuSeconds.toFixed(0)} CPU s is over its budget of ${budget} s by more than ${BUDGET_TOLERANCE * 100} %`
    : null;
}
