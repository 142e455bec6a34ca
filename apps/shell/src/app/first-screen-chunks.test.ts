import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenChunks, lazyCardTabs } from './first-screen-chunks';

/**
 * A real build of a small app. The entry loads the router and the first screen lazily, as the
 * login page does; a lazy page shares `shared` with the first screen, and `form/index` with the
 * first screen's `context`, which imports the index but never runs the form; a public page shares
 * `host` with the first screen and has `notice` to itself.
 */
describe('firstScreenChunks in a Vite build', () => {
  let dir: string;
  let chunks: Rolldown.OutputChunk[];
  const chunkHolding = (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.includes(join(dir, module)))?.name;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'first-screen-chunks-'));
    const files: Record<string, string> = {
      'index.html': '<script type="module" src="./main.js"></script>',
      'main.js':
        "import { boot } from './boot.js'; import('./router.js'); import('./first.js'); import('./page.js'); import('./public.js'); boot();",
      'boot.js': 'export function boot() { return 0; }',
      'router.js':
        "import { boot } from './boot.js'; import { route } from './route.js'; export const router = () => boot() + route();",
      'route.js': 'export function route() { return 1; }',
      'first.js':
        "import { route } from './route.js'; import { shared } from './shared.js'; import { provider } from './context.js'; import { host } from './host.js'; export const first = () => route() + shared() + provider() + host();",
      'host.js': 'export function host() { return 5; }',
      'notice.js': 'export function notice() { return 6; }',
      'public.js':
        "import { host } from './host.js'; import { notice } from './notice.js'; export const page = () => host() + notice();",
      'shared.js': 'export function shared() { return 2; }',
      'context.js':
        "import { Provider } from './form/index.js'; export const provider = () => Provider();",
      'form/index.js':
        "import { Field } from './field.js'; export { Provider } from './provider.js'; export const Form = () => Field();",
      'form/provider.js': 'export function Provider() { return 3; }',
      'form/field.js': 'export function Field() { return 4; }',
      'page.js':
        "import { shared } from './shared.js'; import { Form } from './form/index.js'; export const page = () => shared() + Form();",
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const output = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: false,
        rolldownOptions: {
          treeshake: { moduleSideEffects: false },
          output: {
            codeSplitting: {
              groups: [
                { name: 'boot', tags: ['$initial'], priority: 10 },
                ...firstScreenChunks({
                  router: [join(dir, 'router.js')],
                  publicPages: [join(dir, 'public.js')],
                  onlyOnPublicPages: (id) => /(public|notice)\.js$/.test(id),
                  firstScreen: [join(dir, 'first.js')],
                  neverRunByFirstScreen: (id) =>
                    id.includes('/form/') && !id.endsWith('provider.js'),
                }),
              ],
            },
          },
        },
      },
    });
    const bundle = (Array.isArray(output) ? output[0] : output) as Rolldown.RolldownOutput;
    chunks = bundle.output.filter((file) => file.type === 'chunk');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the first screen and what it imports in one file, what the lazy page shares too', () => {
    for (const module of ['first.js', 'shared.js', 'context.js', 'form/provider.js'])
      expect(chunkHolding(module)).toBe('first-screen');
  });

  it('gives the router a file of its own, with what it imports, and leaves the entry alone', () => {
    expect(chunkHolding('router.js')).toBe('router');
    expect(chunkHolding('route.js')).toBe('router');
    expect(chunkHolding('boot.js')).toBe('index');
  });

  it('gives a public page what it shares with the first screen apart, and none of the rest', () => {
    expect(chunkHolding('host.js')).toBe('shared-with-public-pages');
    expect(chunkHolding('public.js')).toBe('public-page');
    expect(chunkHolding('notice.js')).toBe('public-page');
    const publicPage = chunks.find((chunk) => chunk.name === 'public-page');
    const first = chunks.find((chunk) => chunk.name === 'first-screen');
    expect(publicPage?.imports).not.toContain(first?.fileName);
    expect(first?.imports).not.toContain(publicPage?.fileName);
  });

  it('keeps out what the first screen imports and never runs, and loads none of it', () => {
    expect(chunkHolding('form/field.js')).toBe('not-first-screen');
    expect(chunkHolding('form/index.js')).toBe('not-first-screen');
    const first = chunks.find((chunk) => chunk.name === 'first-screen');
    const notFirst = chunks.find((chunk) => chunk.name === 'not-first-screen');
    expect(first?.imports).not.toContain(notFirst?.fileName);
  });
});

describe('lazyCardTabs', () => {
  const card = '/app/node_modules/antd/es/card/Card.js';
  /** The plugin's transform: the files it applies to, and what it makes of one. */
  const transform = lazyCardTabs().transform as unknown as {
    filter: { id: RegExp };
    handler: (this: unknown, code: string, id: string) => { code: string };
  };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };

  it("makes Card load its Tabs when a card first shows them, and only antd's Card", () => {
    const code =
      "import * as React from 'react';\nimport Tabs from '../tabs';\nexport default Tabs;";
    const { code: lazy } = transform.handler.call(context, code, card);
    expect(lazy).toContain("React.lazy(() => import('../tabs'))");
    expect(lazy).not.toContain("import Tabs from '../tabs';");
    expect(card).toMatch(transform.filter.id);
    expect('/app/node_modules/antd/es/tabs/index.js').not.toMatch(transform.filter.id);
  });

  it("fails the build when antd's Card no longer imports its Tabs as expected", () => {
    expect(() => transform.handler.call(context, "import Tabs from './tabs';", card)).toThrow(
      /Card no longer has/,
    );
  });
});
