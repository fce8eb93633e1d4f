/**
 * `npm test`: every check, offline. Lint and type checks, unit tests, then the emulator suite with demo
 * data for the API, rules (Firestore and Storage) and browser tests; the built app is checked against its
 * size budgets before the suite starts. Ends with a summary whose last line reads "Tests: N passed, N
 * failed". A check that cannot run (after a failed build) is listed as NOT RUN, never counted as passed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { seedDemoImages } from '../demo/images';
import { seedDemoData } from '../demo/seed';
import { adminClients } from './lib/admin';
import { ARTIFACTS_DIR, PRODUCTION_BUILD_DIR, ROOT } from './lib/paths';
import { say, warn } from './lib/say';
import { treeCpuSeconds } from './lib/cpu-meter';
import type { RunReport } from './lib/run-reporter';
import { startSuite, type Suite } from './lib/suite';
import { browserFilesOfChange, changedFiles } from './lib/changed-files';
import { staticChecksOf } from './lib/changed-plan';
import { GROUPS, overBudget, planTests, UsageError, type ProjectGroup, type TestPlan } from './lib/test-plan';
import { ToolchainError } from './lib/toolchain';

interface Phase {
  name: string;
  ok: boolean;
  detail: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Wall and CPU seconds (lib/cpu-meter.ts; CPU null without /proc); side-by-side phases share theirs. */
  wall?: number;
  cpu?: number | null;
}

const phases: Phase[] = [];
const notRun: string[] = [];
/** Every test file's wall time and every retried test, from each vitest run's RunReport. */
const fileTimes: RunReport['files'] = [];
const retried: RunReport['retried'] = [];

/** Measures a phase: its wall time and the CPU time of this process tree while it ran. */
function meter(): () => { wall: number; cpu: number | null } {
  const started = Date.now();
  const cpu = treeCpuSeconds();
  return () => {
    const now = treeCpuSeconds();
    return { wall: (Date.now() - started) / 1000, cpu: now === null || cpu === null ? null : now - cpu };
  };
}

/** Charges a measure to the phases named, and fails them when their CPU breaks the budget (test-plan.ts). */
function charge(names: readonly string[], budgetName: string, { wall, cpu }: { wall: number; cpu: number | null }) {
  const over = overBudget(budgetName, cpu);
  for (const phase of phases.filter(({ name }) => names.includes(name))) {
    phase.wall = wall;
    phase.cpu = cpu;
    if (over) {
      phase.ok = false;
      phase.failed = Math.max(phase.failed, 1);
    }
  }
  if (over) failures.push(`${budgetName}: ${over}`);
}

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  say(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const measure = meter();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  const measured = measure();
  phases.push({ name, ok, detail: `${measured.wall.toFixed(0)} s`, passed: 0, failed: ok ? 0 : 1, skipped: 0 });
  charge([name], name, measured);
  return ok;
}

/**
 * Runs single-threaded checks side by side (the machines have two cores), each phase's output printed
 * whole once it ends, in the order given.
 */
async function runTogether(
  budgetName: string,
  checks: { name: string; command: string; args: string[] }[],
): Promise<void> {
  const measure = meter();
  const results = await Promise.all(
    checks.map(
      ({ command, args }) =>
        new Promise<{ ok: boolean; output: string }>((resolve) => {
          const child = spawn(command, args, {
            cwd: ROOT,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: '1' },
          });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('error', (error) => resolve({ ok: false, output: error.message }));
          child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }));
        }),
    ),
  );
  const measured = measure();
  const seconds = `${measured.wall.toFixed(0)} s, side by side`;
  checks.forEach(({ name, command, args }, index) => {
    const { ok, output } = results[index]!;
    say(`\n▶ ${name}: ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    phases.push({ name, ok, detail: seconds, passed: 0, failed: ok ? 0 : 1, skipped: 0 });
  });
  charge(
    checks.map(({ name }) => name),
    budgetName,
    measured,
  );
}

const failures: string[] = [];
const firstLine = (text = ''): string =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 240) ?? '';

/**
 * Runs a group's vitest projects as one stage, named after the group, limited to `files` when given,
 * and counts its tests from the JSON report.
 */
function vitest(
  { name: project, projects }: ProjectGroup,
  files: readonly string[] = [],
  { extra = [], mayBeEmpty = false }: { extra?: string[]; mayBeEmpty?: boolean } = {},
): boolean {
  const report = path.join(ARTIFACTS_DIR, `vitest-${project}.json`);
  const runReport = path.join(ARTIFACTS_DIR, `run-${project}.json`);
  rmSync(report, { force: true });
  rmSync(runReport, { force: true });
  const ok = run(
    project,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      ...files,
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      `--reporter=${path.join(ROOT, 'emulators/scripts/lib/run-reporter.ts')}`,
    ],
    { RUN_REPORT_FILE: runReport },
  );
  if (existsSync(runReport)) {
    const extra = JSON.parse(readFileSync(runReport, 'utf8')) as RunReport;
    fileTimes.push(...extra.files.map(({ file, ms }) => ({ file: path.relative(ROOT, file), ms })));
    retried.push(...extra.retried.map((test) => ({ ...test, file: path.relative(ROOT, test.file) })));
  }
  const phase = phases[phases.length - 1]!;
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults?: {
        name: string;
        message?: string;
        assertionResults?: { title: string; fullName?: string; status: string; failureMessages?: string[] }[];
      }[];
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numTotalTests: number;
    };
    phase.passed = counts.numPassedTests;
    phase.failed = counts.numFailedTests + (ok ? 0 : counts.numFailedTests === 0 ? 1 : 0);
    phase.skipped = counts.numPendingTests + counts.numTodoTests;
    // Named in the summary, so that the last lines of a CI log say what failed without the whole log.
    for (const file of counts.testResults ?? []) {
      const where = path.relative(ROOT, file.name);
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests)
        failures.push(
          `${project}: ${where} › ${test.fullName ?? test.title} — ${firstLine(test.failureMessages?.[0])}`,
        );
      if (failedTests.length === 0 && file.message) failures.push(`${project}: ${where} — ${firstLine(file.message)}`);
    }
    if (counts.numTotalTests === 0 && !mayBeEmpty) {
      phase.ok = false;
      phase.failed = Math.max(phase.failed, 1);
      phase.detail += ', ran no test';
    }
  }
  return ok;
}

/** Starts the emulator suite with the demo data, runs `body` against it, and stops it. */
async function inSuite(body: () => void): Promise<void> {
  let suite: Suite | undefined;
  try {
    const measure = meter();
    suite = await startSuite({ logFile: path.join(ARTIFACTS_DIR, 'emulators.log') });
    // For the storage test that checks the suite keeps its files to itself (suite-tmpdir.test.ts).
    process.env.AGENDA_SUITE_TMPDIR = suite.tmpDir;
    await seedDemoData(adminClients().db);
    await seedDemoImages(adminClients().db);
    phases.push({
      name: 'emulators',
      ok: true,
      detail: `up, demo data loaded (log: test-results/emulators.log)`,
      passed: 0,
      failed: 0,
      skipped: 0,
    });
    charge(['emulators'], 'emulators', measure());
    body();
  } catch (error) {
    const message = error instanceof ToolchainError || error instanceof Error ? error.message : String(error);
    phases.push({ name: 'emulators', ok: false, detail: message, passed: 0, failed: 1, skipped: 0 });
  } finally {
    await suite?.stop();
  }
}

/**
 * `npm run test:changed`: the checks that the files changed since `base` need (lib/changed-plan.ts),
 * committed, staged, unstaged and new alike: lint, Prettier and the type checks of those files; the unit,
 * API, rules and storage tests that import them (vitest's `--changed`); the browser files that open the
 * screens they can alter, listed, and run only with `--browser`. The suite starts only for an emulator test.
 */
async function runChanged(base: string, withBrowser: boolean, started: number): Promise<void> {
  const files = changedFiles(base);
  if (!files.length) {
    say(`Nothing changed since ${base}: nothing to test.`);
    process.exit(0);
  }
  const indented = (list: readonly string[]) => list.map((file) => `  ${file}`).join('\n');
  say(`${files.length} file(s) changed since ${base}:\n${indented(files)}`);
  const checks = staticChecksOf(files);
  await runTogether('changed-static', [
    ...(checks.lint.length
      ? [{ name: 'lint', command: 'npx', args: ['eslint', '--max-warnings=0', '--no-warn-ignored', ...checks.lint] }]
      : []),
    ...(checks.format.length
      ? [{ name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', ...checks.format] }]
      : []),
    ...checks.typecheck.map((project) => ({
      name: `typecheck ${path.dirname(project)}`,
      command: 'npx',
      args: ['tsc', '-p', project, '--noEmit'],
    })),
  ]);
  const related = ['--changed', base, '--passWithNoTests'];
  for (const group of GROUPS.filter(({ suite, name }) => !suite && name !== 'bundle'))
    vitest(group, [], { extra: related, mayBeEmpty: true });

  // The emulator tests: vitest names the API, rules and storage files; the route table the browser's.
  const listed = spawnSync(
    'npx',
    ['vitest', 'list', '--filesOnly', ...related, '--project', 'api', '--project', 'rules', '--project', 'storage'],
    { cwd: ROOT, encoding: 'utf8' },
  ).stdout;
  const emulatorFiles = new Map<string, string[]>();
  for (const [, project, file] of listed.matchAll(/^\[(\w+)\] (\S+)$/gm))
    emulatorFiles.set(project!, [...(emulatorFiles.get(project!) ?? []), file!]);
  const mapped = browserFilesOfChange(files);
  const browserFiles = withBrowser ? mapped : [];
  if (mapped.length && !withBrowser)
    say(`\nBrowser files for this change (run them with --browser):\n${indented(mapped)}`);
  if (browserFiles.length) emulatorFiles.set('browser', browserFiles);
  if (emulatorFiles.size) {
    say(`\nEmulator tests for this change:\n${indented([...emulatorFiles.values()].flat())}`);
    const built = run(
      'build',
      'npm',
      browserFiles.length ? ['run', 'build', '--silent'] : ['run', 'build', '-w', 'functions', '--silent'],
    );
    if (built)
      await inSuite(() => {
        for (const group of GROUPS.filter(({ suite }) => suite)) {
          const mine = emulatorFiles.get(group.name);
          if (mine) vitest(group, mine);
        }
      });
  } else say(`\nNo API, rules, storage${withBrowser ? ' or browser' : ''} test to run for this change.`);
  summary(Date.now() - started);
  process.exit(exitCode());
}

async function main(plan: TestPlan): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const started = Date.now();
  if (plan.changed !== null) return runChanged(plan.changed, plan.browser, started);
  const runGroups = (suite: boolean) => {
    for (const { group, files } of plan.groups)
      if (group.suite === suite && group.name !== 'bundle') vitest(group, files);
  };

  // Lint, the format check (Prettier), unused files and exports (knip.jsonc) and the type checks run side by side. The app's
  // types are checked by its build, below (`tsc --noEmit && vite build`), not twice; the functions' here, with their tests.
  if (plan.static)
    await runTogether('static', [
      { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
      { name: 'unused', command: 'npx', args: ['knip', '--no-progress'] },
      { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
      { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'functions/tsconfig.json'] },
      { name: 'typecheck-scripts', command: 'npx', args: ['tsc', '-p', 'emulators/tsconfig.json'] },
    ]);
  // The functions' and scripts' unit tests; the layers' walls of eslint.config.mjs, each proven by a
  // forbidden import; the app's unit tests: those that share their modules, and those that mock some
  // (vitest.config.mts).
  runGroups(false);
  if (!plan.build) {
    summary(Date.now() - started);
    process.exit(exitCode());
  }
  // The build the emulator suite serves, and beside it the production build that `npm run deploy`
  // ships, only to check what it publishes (emulators/tests/bundle/production-build.test.ts).
  await runTogether('build', [
    { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
    ...(plan.productionBuild
      ? [
          {
            name: 'build-production',
            command: 'npx',
            args: [
              'vite',
              'build',
              'web',
              '--mode',
              'production',
              '--logLevel',
              'warn',
              '--emptyOutDir',
              '--outDir',
              PRODUCTION_BUILD_DIR,
            ],
          },
        ]
      : []),
  ]);
  const built = phases.find((phase) => phase.name === 'build')!.ok;

  if (built) {
    const bundle = plan.groups.find(({ group }) => group.name === 'bundle');
    if (bundle) vitest(bundle.group, bundle.files);
    if (plan.suite) await inSuite(() => runGroups(true));
  } else {
    const needing = plan.groups.filter(({ group }) => group.suite || group.name === 'bundle');
    notRun.push(`${needing.map(({ group }) => group.name).join(', ')} tests: the build failed`);
  }

  summary(Date.now() - started);
  process.exit(exitCode());
}

const exitCode = (): number => (phases.every((phase) => phase.ok) && !phases.some((p) => p.failed > 0) ? 0 : 1);

function summary(elapsedMs: number): void {
  say('\n──────── Summary ────────');
  const width = Math.max(...phases.map((phase) => phase.name.length)) + 1;
  for (const phase of phases) {
    const counts =
      phase.passed + phase.failed + phase.skipped > 0 &&
      !['lint', 'format', 'unused', 'typecheck', 'typecheck-scripts', 'build', 'build-production'].includes(phase.name)
        ? ` ${phase.passed} passed, ${phase.failed} failed${phase.skipped ? `, ${phase.skipped} skipped` : ''}`
        : '';
    const cost = phase.cpu === undefined ? '' : `; ${phase.cpu === null ? '?' : phase.cpu.toFixed(0)} CPU s`;
    say(`  ${phase.ok ? 'ok    ' : 'FAILED'} ${phase.name.padEnd(width)}${counts} (${phase.detail}${cost})`);
  }
  if (fileTimes.length) {
    say('  slowest files:');
    for (const { file, ms } of [...fileTimes].sort((a, b) => b.ms - a.ms).slice(0, 10))
      say(`    ${(ms / 1000).toFixed(0).padStart(5)} s  ${file}`);
  }
  // A retry is a safety net, not a pass: every test that needed one is named (docs/testing.md).
  for (const { file, name, retries } of retried) say(`  ↻ retried ${retries}×: ${file} › ${name}`);
  for (const line of notRun) say(`  NOT RUN ${line}`);
  for (const line of failures) say(`  ✗ ${line}`);
  say(`  took ${(elapsedMs / 60_000).toFixed(1)} min; screenshots and reports in test-results/`);
  const passed = phases.reduce((sum, phase) => sum + phase.passed, 0);
  const failed = phases.reduce((sum, phase) => sum + phase.failed, 0);
  if (retried.length) say(`  ${retried.length} test(s) passed only on a retry`);
  say(`Tests: ${passed} passed, ${failed} failed`);
}

let plan: TestPlan;
try {
  plan = planTests(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  warn(error.message);
  process.exit(2);
}

main(plan).catch((error: unknown) => {
  warn(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
