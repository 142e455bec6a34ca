import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { onTestFinished } from 'vitest';

/**
 * The sources of a small app: `start()` throws a TypeError in `totalOf` (line 4). Its next
 * release adds `countOf` above it, so that the minifier gives `totalOf` another name.
 */
function sourcesOf(isNextRelease: boolean): Record<string, string> {
  const countOf = isNextRelease
    ? [
        'export function countOf(order: Order): number {',
        '  return order.lines?.length ?? 0;',
        '}',
        '',
      ]
    : [];
  return {
    'src/orders/order-list.ts': [
      'type Order = { lines?: { amount: number }[] };',
      '',
      ...countOf,
      'export function totalOf(order: Order): number {',
      '  return order.lines!.reduce((sum, line) => sum + line.amount, 0);',
      '}',
      '',
      'export function renderOrders(orders: Order[]): number {',
      '  let sum = 0;',
      `  for (const order of orders) sum += totalOf(order)${isNextRelease ? ' + countOf(order)' : ''};`,
      '  return sum;',
      '}',
    ].join('\n'),
    'src/main.ts': [
      "import { renderOrders } from './orders/order-list';",
      '(globalThis as { start?: () => number }).start = () =>',
      '  renderOrders([{ lines: [{ amount: 1 }] }, {}]);',
    ].join('\n'),
  };
}

export type BuiltBundle = {
  /** The minified script and its map, as a release's build writes them (the map named by none). */
  script: string;
  map: string;
  /** The stack V8 gives when the script, loaded from `url`, throws: a real minified stack. */
  stackAt: (url: string) => string;
};

/** The app built by esbuild, minified, with an external map no script names (a hidden one). */
export async function builtBundle({ isNextRelease = false } = {}): Promise<BuiltBundle> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(sourcesOf(isNextRelease))) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  const result = await build({
    absWorkingDir: folder,
    entryPoints: ['src/main.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    sourcemap: 'external',
    outfile: 'dist/assets/index.js',
    write: false,
    logLevel: 'silent',
  });
  const textOf = (suffix: string) =>
    result.outputFiles.find((file) => file.path.endsWith(suffix))?.text ?? '';
  const script = textOf('.js');
  return {
    script,
    map: textOf('.js.map'),
    stackAt: (url) => {
      const context: { start?: () => number } = {};
      runInNewContext(script, context, { filename: url });
      try {
        context.start?.();
      } catch (error) {
        return (error as Error).stack ?? '';
      }
      throw new Error('the bundle did not throw');
    },
  };
}
