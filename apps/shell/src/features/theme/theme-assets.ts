import type { Plugin } from 'vite';
// With its extension, as Node resolves it: vite.config.ts loads this file.
import { defaultThemeName, themeNames, themes } from './themes.ts';

/*
 * What the page needs of the themes besides antd's tokens, generated from themes.ts: the
 * stylesheet of the frame's colours and the boot script, a file because the
 * Content-Security-Policy allows no inline script. vite.config.ts loads this file in Node: it
 * imports nothing that needs a browser.
 */

/** The stylesheet's module: `import 'virtual:theme-variables.css'`. */
export const themeVariablesModule = 'virtual:theme-variables.css';

/** The boot script's file at the root of the build, next to index.html. */
export const themeBootFile = 'theme-boot.js';

/**
 * The frame's colours: a rule per theme on its class on `<html>` and on `[data-theme-preview]`
 * (a swatch shows any theme); the default theme's also on `:root`, before any class is set.
 */
export function themeVariablesCss(): string {
  const rules = themeNames.map((name) => {
    const selectors = [
      ...(name === defaultThemeName ? [':root'] : []),
      `html.${name}`,
      `[data-theme-preview='${name}']`,
    ];
    const declarations = Object.entries(themes[name].frame).map(
      ([variable, value]) => `  --shell-${variable}: ${value};\n`,
    );
    return `${selectors.join(',\n')} {\n${declarations.join('')}}\n`;
  });
  return [`/* Generated from themes.ts by theme-assets.ts. */\n`, ...rules].join('\n');
}

/**
 * The classic script index.html runs before first paint: it puts the stored theme's class on
 * `<html>`, so the wrong theme never flashes, and the stored language in its `lang`, so the boot
 * screen names the system in it. It reads each as the storage wrapper wrote it (`hf-` + name,
 * JSON with `content`) or as a plain string, as the wrapper reads it; theme-boot.test.ts stores
 * them through the wrapper.
 */
export function themeBootScript(): string {
  return `// Generated from themes.ts by theme-assets.ts: puts the stored theme's class and language on <html>.
(() => {
  const names = ${JSON.stringify(themeNames)};
  let name = ${JSON.stringify(defaultThemeName)};
  const stored = (key) => {
    try {
      const raw = localStorage.getItem('hf-' + key);
      try {
        return JSON.parse(raw).content;
      } catch {
        // Not the wrapper's JSON: the storage wrapper reads such a value as the plain string.
        return raw;
      }
    } catch {
      // Storage blocked: the defaults.
      return null;
    }
  };
  const theme = stored('themeName');
  if (names.includes(theme)) name = theme;
  document.documentElement.classList.add(name);
  if (stored('language') === 'en') document.documentElement.lang = 'en';
})();
`;
}

/**
 * Serves both from themes.ts: the stylesheet as a virtual module, bundled with the CSS of the
 * modules that import it; the boot script as `<base>theme-boot.js`, a file of the build and an
 * answer of the dev server. In dev, an edit of themes.ts restarts the server (it is a
 * dependency of vite.config.ts), so both follow it.
 */
export function themeAssets(): Plugin {
  const resolvedId = `\0${themeVariablesModule}`;
  let bootPath = `/${themeBootFile}`;
  return {
    name: 'portal:theme-assets',
    configResolved(config) {
      bootPath = `${config.base}${themeBootFile}`;
    },
    resolveId(id) {
      return id === themeVariablesModule ? resolvedId : null;
    },
    load(id) {
      return id === resolvedId ? themeVariablesCss() : null;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== bootPath) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(themeBootScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: themeBootFile, source: themeBootScript() });
    },
  };
}
