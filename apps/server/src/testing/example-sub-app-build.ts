import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A stand-in for the example sub-app's build, which the demo serves at every registry path. */
export function exampleSubAppBuild(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-example-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>example</title>');
  return folder;
}
