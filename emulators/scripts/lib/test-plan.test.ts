import { describe, expect, it } from 'vitest';
import { BUDGET_TOLERANCE, CPU_BUDGETS, GROUPS, overBudget, planTests, UsageError, type TestPlan } from './test-plan';

const names = (plan: TestPlan) =>
  plan.groups.map(({ group, files }) => (files.length ? `${group.name}:${files.join('+')}` : group.name));

describe('planTests (npm test arguments)', () => {
  it('runs everything without arguments: the static checks, every group, both builds and the suite', () => {
    const plan = planTests([]);
    expect(names(plan)).toEqual([
      'functions-unit',
      'lint-walls',
      'web',
      'bundle',
      'api',
      'rules',
      'storage',
      'browser',
    ]);
    expect([plan.static, plan.build, plan.productionBuild, plan.suite]).toEqual([true, true, true, true]);
  });

  it('runs the stages --only names, with the build and suite they need and nothing else', () => {
    const browser = planTests(['--only', 'browser']);
    expect(names(browser)).toEqual(['browser']);
    expect([browser.static, browser.build, browser.productionBuild, browser.suite]).toEqual([false, true, false, true]);
    const quick = planTests(['--only=static,unit,web']);
    expect(names(quick)).toEqual(['functions-unit', 'lint-walls', 'web']);
    expect([quick.static, quick.build, quick.suite]).toEqual([true, false, false]);
  });

  it('leaves the choice to test:changed with --changed, against main unless given a ref', () => {
    expect(planTests(['--changed']).changed).toBe('main');
    expect(planTests(['--changed', 'HEAD~2']).changed).toBe('HEAD~2');
    expect(planTests(['--changed=origin/main']).changed).toBe('origin/main');
    expect(planTests([]).changed).toBeNull();
    expect(() => planTests(['--changed', '--only', 'web'])).toThrow(UsageError);
    expect(() => planTests(['--changed', 'main', 'web/src'])).toThrow(UsageError);
  });

  it('lists the browser files of a change, and runs them only with --browser', () => {
    expect(planTests(['--changed']).browser).toBe(false);
    expect(planTests(['--changed', '--browser'])).toMatchObject({ changed: 'main', browser: true });
    expect(planTests(['--changed', 'HEAD~1', '--browser'])).toMatchObject({ changed: 'HEAD~1', browser: true });
    expect(() => planTests(['--browser'])).toThrow(/goes with --changed/);
  });

  it('runs files alone, each in its project, starting the suite only for emulator tests', () => {
    const unitOnly = planTests(['web/src/components/form', './functions/src/config.test.ts']);
    expect(names(unitOnly)).toEqual(['functions-unit:./functions/src/config.test.ts', 'web:web/src/components/form']);
    expect([unitOnly.static, unitOnly.build, unitOnly.suite]).toEqual([false, false, false]);
    const api = planTests(['functions/test/api/news.test.ts', 'emulators/tests/browser/news.test.ts']);
    expect(names(api)).toEqual(['api:functions/test/api/news.test.ts', 'browser:emulators/tests/browser/news.test.ts']);
    expect([api.build, api.productionBuild, api.suite]).toEqual([true, false, true]);
  });

  it('refuses an unknown stage, option or a file outside the test projects, saying what there is', () => {
    expect(() => planTests(['--only', 'e2e'])).toThrow(UsageError);
    expect(() => planTests(['--only', 'e2e'])).toThrow(/static, unit, web, bundle, api, rules, storage, browser/);
    expect(() => planTests(['--watch'])).toThrow(/Unknown option --watch/);
    expect(() => planTests(['docs/testing.md'])).toThrow(/in no test project/);
    expect(() => planTests(['--only'])).toThrow(/needs a stage/);
  });
});

describe('overBudget (CPU budgets of the phases)', () => {
  it('lets a phase spend up to its budget and the tolerance above it', () => {
    const budget = CPU_BUDGETS.api!;
    expect(overBudget('api', budget)).toBeNull();
    expect(overBudget('api', budget * (1 + BUDGET_TOLERANCE) - 1)).toBeNull();
  });

  it('fails a phase past its budget and the tolerance, saying by how much', () => {
    const budget = CPU_BUDGETS.browser!;
    expect(overBudget('browser', budget * (1 + BUDGET_TOLERANCE) + 1)).toMatch(
      new RegExp(`over its budget of ${budget} s by more than 20 %`),
    );
  });

  it('passes a phase 19 % over its budget and fails one 21 % over', () => {
    for (const { name } of GROUPS) {
      const budget = CPU_BUDGETS[name]!;
      expect(overBudget(name, budget * 1.19), name).toBeNull();
      expect(overBudget(name, budget * 1.21), name).toMatch(/by more than 20 %/);
    }
  });

  it('judges nothing without a budget or a measure', () => {
    expect(overBudget('a phase of its own', 1e9)).toBeNull();
    expect(overBudget('api', null)).toBeNull();
  });

  it('budgets every stage npm test runs', () => {
    for (const { name } of GROUPS) expect(CPU_BUDGETS[name], name).toBeGreaterThan(0);
  });
});
