import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';

type SpecTime = { file: string; milliseconds: number; tests: number };

/**
 * Prints, after the run, each spec file's total test time (every attempt of every test, the
 * fixtures included), slowest first: where the suite's minutes go.
 */
export default class SpecDurationsReporter implements Reporter {
  private rootDir = '';
  private readonly specs = new Map<string, SpecTime>();

  onBegin(config: FullConfig) {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(this.rootDir, test.location.file);
    const spec = this.specs.get(file) ?? { file, milliseconds: 0, tests: 0 };
    spec.milliseconds += result.duration;
    if (result.retry === 0) spec.tests += 1;
    this.specs.set(file, spec);
  }

  onEnd() {
    if (this.specs.size === 0) return;
    const specs = [...this.specs.values()].sort((a, b) => b.milliseconds - a.milliseconds);
    const total = specs.reduce((sum, spec) => sum + spec.milliseconds, 0);
    const width = Math.max(...specs.map((spec) => spec.file.length));
    const lines = specs.map(
      ({ file, milliseconds, tests }) =>
        `  ${seconds(milliseconds).padStart(8)}  ${file.padEnd(width)}  ${tests} ${tests === 1 ? 'test' : 'tests'}`,
    );
    process.stdout.write(
      `\nTime per spec file (test times added up, slowest first; ${seconds(total)} in all):\n` +
        `${lines.join('\n')}\n`,
    );
  }

  printsToStdio() {
    return true;
  }
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}
