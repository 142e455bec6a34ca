import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';

type SpecTime = { file: string; project: string; milliseconds: number; tests: number };

/**
 * Prints, after the run, each spec file's total test time (every attempt of every test, the
 * fixtures included), slowest first: where the suite's minutes go. A spec run by more than one
 * project (chromium-postgres) has a line per project, and each project its total.
 */
export default class SpecDurationsReporter implements Reporter {
  private rootDir = '';
  private readonly specs = new Map<string, SpecTime>();

  onBegin(config: FullConfig) {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(this.rootDir, test.location.file);
    const project = test.parent.project()?.name ?? '';
    const key = `${project}\0${file}`;
    const spec = this.specs.get(key) ?? { file, project, milliseconds: 0, tests: 0 };
    spec.milliseconds += result.duration;
    if (result.retry === 0) spec.tests += 1;
    this.specs.set(key, spec);
  }

  onEnd() {
    if (this.specs.size === 0) return;
    const specs = [...this.specs.values()].sort((a, b) => b.milliseconds - a.milliseconds);
    const total = specs.reduce((sum, spec) => sum + spec.milliseconds, 0);
    const projects = new Map<string, number>();
    for (const { project, milliseconds } of specs) {
      projects.set(project, (projects.get(project) ?? 0) + milliseconds);
    }
    const named = (spec: SpecTime) =>
      projects.size > 1 ? `${spec.file} [${spec.project}]` : spec.file;
    const width = Math.max(...specs.map((spec) => named(spec).length));
    const lines = specs.map(
      (spec) =>
        `  ${seconds(spec.milliseconds).padStart(8)}  ${named(spec).padEnd(width)}  ${spec.tests} ${spec.tests === 1 ? 'test' : 'tests'}`,
    );
    const perProject =
      projects.size > 1
        ? `Per project: ${[...projects].map(([project, milliseconds]) => `${project} ${seconds(milliseconds)}`).join(', ')}\n`
        : '';
    process.stdout.write(
      `\nTime per spec file (test times added up, slowest first; ${seconds(total)} in all):\n` +
        `${lines.join('\n')}\n${perProject}`,
    );
  }

  printsToStdio() {
    return true;
  }
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}
