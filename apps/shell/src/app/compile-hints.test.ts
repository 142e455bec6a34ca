import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileHint, compileHints, staticClosure } from './compile-hints';

describe('staticClosure', () => {
  const imports: Record<string, string[]> = {
    root: ['a', 'b'],
    a: ['c'],
    b: ['c', 'root'],
    c: [],
    unrelated: ['c'],
  };

  it('follows static imports at any depth, through cycles, and keeps the roots', () => {
    expect(staticClosure(['root'], (id) => imports[id] ?? [])).toEqual(
      new Set(['root', 'a', 'b', 'c']),
    );
  });
});

/**
 * A real build of a small app. The entry imports `first` lazily, as the login page loads the
 * first screen; `first` imports `shared` statically and `later` lazily. `other`, lazy too and not
 * on the first screen, shares `shared` with `first` and `common` with `later`: each is a chunk of
 * its own, and Vite writes the list of what `later` needs at the top of `first`.
 */
describe('compileHints in a Vite build', () => {
  let dir: string;
  let chunks: Rolldown.OutputChunk[];
  let maps: Map<string, string>;
  const chunkOf = (name: string) => {
    const chunk = chunks.find((candidate) => candidate.name === name);
    if (!chunk) throw new Error(`no chunk ${name}`);
    return chunk;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    const files: Record<string, string> = {
      'index.html': '<script type="module" src="./main.js"></script>',
      'main.js': "import('./first.js'); import('./other.js'); export const x = () => 1;",
      'first.js':
        "import { shared } from './shared.js'; export const first = () => shared() + import('./later.js');",
      'shared.js': 'export function shared() { return 2; }',
      'later.js': "import { common } from './common.js'; export const later = () => common();",
      'other.js':
        "import { shared } from './shared.js'; import { common } from './common.js'; export const other = () => shared() + common();",
      'common.js': 'export function common() { return 3; }',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const output = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHints([join(dir, 'first.js')])],
      build: { write: false, sourcemap: true, minify: true },
    });
    const bundle = (Array.isArray(output) ? output[0] : output) as Rolldown.RolldownOutput;
    chunks = bundle.output.filter((file) => file.type === 'chunk');
    maps = new Map(
      bundle.output
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.map'))
        .map((file) => [file.fileName, String((file as Rolldown.OutputAsset).source)]),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts the first screen's chunks with the hint, above Vite's dependency list", () => {
    const [firstLine, secondLine] = chunkOf('first').code.split('\n');
    expect(firstLine).toBe(compileHint);
    expect(secondLine).toContain('__vite__mapDeps');
    expect(chunkOf('shared').code.startsWith(`${compileHint}\n`)).toBe(true);
  });

  it('leaves the entry and the chunks the first screen does not load alone', () => {
    for (const name of ['index', 'other', 'later', 'common'])
      expect(chunkOf(name).code).not.toContain(compileHint);
  });

  it('moves the source map down a line with the code', () => {
    const first = chunkOf('first');
    const written = JSON.parse(maps.get(`${first.fileName}.map`) ?? '{}') as { mappings: string };
    expect(first.map?.mappings.startsWith(';;')).toBe(true);
    expect(written.mappings).toBe(first.map?.mappings);
  });

  it('fails the build when a root is no module of it', async () => {
    await expect(
      build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [compileHints([join(dir, 'renamed.js')])],
        build: { write: false },
      }),
    ).rejects.toThrow(/renamed\.js/);
  });
});
