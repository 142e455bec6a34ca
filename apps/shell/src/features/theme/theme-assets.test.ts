import { describe, expect, it, vi } from 'vitest';
import {
  themeAssets,
  themeBootFile,
  themeBootScript,
  themeVariablesCss,
  themeVariablesModule,
} from './theme-assets';
import { defaultThemeName, themeNames, themes } from './themes';

/** Every custom property the frame's stylesheets use. */
const variables = [
  '--shell-primary',
  '--shell-sider-bg',
  '--shell-sider-text',
  '--shell-sider-border',
  '--shell-logo-bg',
  '--shell-logo-text',
  '--shell-header-bg',
  '--shell-header-text',
  '--shell-header-border',
  '--shell-tabs-bg',
  '--shell-tab-bg',
  '--shell-tab-text',
  '--shell-tab-active-bg',
  '--shell-tab-active-text',
  '--shell-content-bg',
  '--shell-focus-ring',
];

/** Each rule of a stylesheet as its selectors and its custom properties. */
function parseRules(text: string) {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(
    ([, selectors = '', body = '']) => ({
      selectors: selectors.split(',').map((selector) => selector.trim()),
      properties: new Map(
        body
          .split(';')
          .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
          .filter(([name]) => name?.startsWith('--'))
          .map(([name = '', value = '']) => [name, value]),
      ),
    }),
  );
}

const rules = parseRules(themeVariablesCss());

function ruleOf(selector: string) {
  const rule = rules.find((each) => each.selectors.includes(selector));
  if (!rule) throw new Error(`no rule for ${selector}`);
  return rule;
}

describe('themeVariablesCss', () => {
  it.each(themeNames)(
    'gives %s one rule, on its class and its previews, of every colour',
    (name) => {
      const rule = ruleOf(`html.${name}`);

      expect(rule.selectors).toContain(`[data-theme-preview='${name}']`);
      expect(ruleOf(`[data-theme-preview='${name}']`)).toBe(rule);
      expect([...rule.properties.keys()].sort()).toEqual([...variables].sort());
      for (const [variable, value] of Object.entries(themes[name].frame)) {
        expect(rule.properties.get(`--shell-${variable}`), variable).toBe(value);
      }
    },
  );

  it('has a rule per theme and nothing else', () => {
    expect(rules).toHaveLength(themeNames.length);
  });

  it('puts the default theme on :root too, for the page before any class is set', () => {
    expect(ruleOf(':root')).toBe(ruleOf(`html.${defaultThemeName}`));
    expect(rules.filter((rule) => rule.selectors.includes(':root'))).toHaveLength(1);
  });

  it('keeps a background of several layers whole', () => {
    const starrySky = ruleOf('html.theme-star').properties.get('--shell-sider-bg');

    expect(starrySky).toBe(themes['theme-star'].frame['sider-bg']);
    expect(starrySky?.match(/radial-gradient\(/g)).toHaveLength(3);
    expect(starrySky).toMatch(
      /^radial-gradient\(circle at 20% 30%, rgba\(255, 255, 255, 0\.75\) 0 1\.2px, transparent 2px\) 0 0 \/ 120px 140px, .*, linear-gradient\(180deg, #0b1733 0%, #132a55 100%\)$/,
    );
  });
});

type Middleware = (
  request: { url?: string },
  response: { setHeader(name: string, value: string): void; end(body: string): void },
  next: () => void,
) => void;

/** The plugin's hooks as Vite calls them, with just what they use. */
const plugin = themeAssets() as unknown as {
  configResolved(config: { base: string }): void;
  resolveId(id: string): string | null;
  load(id: string): string | null;
  configureServer(server: { middlewares: { use(middleware: Middleware): void } }): void;
  generateBundle(this: { emitFile(file: object): string }): void;
};
plugin.configResolved({ base: '/main/' });

describe('themeAssets (Vite plugin)', () => {
  it('serves the stylesheet as a module of its own', () => {
    const id = plugin.resolveId(themeVariablesModule);

    expect(id).toEqual(expect.stringMatching(/theme-variables\.css$/));
    expect(plugin.load(id ?? '')).toBe(themeVariablesCss());
    expect(plugin.resolveId('./theme-preview.css')).toBeNull();
    expect(plugin.load('/src/features/theme/themes.ts')).toBeNull();
  });

  it('writes the boot script into the build, next to index.html', () => {
    const emitFile = vi.fn(() => 'id');

    plugin.generateBundle.call({ emitFile });

    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: themeBootFile,
      source: themeBootScript(),
    });
  });

  it('answers the boot script in dev, under the base, and nothing else', () => {
    let middleware: Middleware = () => undefined;
    plugin.configureServer({ middlewares: { use: (each) => (middleware = each) } });
    const answer = (url: string) => {
      const response = { setHeader: vi.fn(), end: vi.fn() };
      const next = vi.fn();
      middleware({ url }, response, next);
      return { ...response, next };
    };

    const boot = answer('/main/theme-boot.js?t=1');
    expect(boot.end).toHaveBeenCalledWith(themeBootScript());
    expect(boot.setHeader).toHaveBeenCalledWith('Content-Type', 'text/javascript; charset=utf-8');
    expect(boot.next).not.toHaveBeenCalled();

    for (const url of ['/theme-boot.js', '/main/index.html', '/main/theme-boot.jsx']) {
      const other = answer(url);
      expect(other.next, url).toHaveBeenCalled();
      expect(other.end, url).not.toHaveBeenCalled();
    }
  });
});
