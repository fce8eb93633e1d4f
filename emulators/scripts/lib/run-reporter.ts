/**
 * A vitest reporter that `npm test` adds to each of its vitest runs (emulators/scripts/test.ts): it writes
 * what the JSON report lacks to the file named by RUN_REPORT_FILE — each test file's wall time, and each
 * test that passed only on a retry, by name (docs/testing.md, "Budgets"). A run's summary lists both.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface RunReport {
  /** Test files by wall time, from the start of their first test to the end of their last (ms). */
  files: { file: string; ms: number }[];
  /** Tests that needed more than one attempt, with how many retries. */
  retried: { file: string; name: string; retries: number }[];
}

export default class RunReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const target = process.env.RUN_REPORT_FILE;
    if (!target) return;
    const report: RunReport = { files: [], retried: [] };
    for (const module of modules) {
      report.files.push({ file: module.moduleId, ms: Math.round(module.diagnostic().duration) });
      for (const test of module.children.allTests()) {
        const { retryCount } = test.diagnostic() ?? { retryCount: 0 };
        if (retryCount > 0) report.retried.push({ file: module.moduleId, name: test.fullName, retries: retryCount });
      }
    }
    writeFileSync(target, JSON.stringify(report));
  }
}
