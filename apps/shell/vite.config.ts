import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compileHints } from './src/app/compile-hints.ts';
import { firstScreenChunks, lazyCardTabs } from './src/app/first-screen-chunks.ts';
import { themeAssets } from './src/features/theme/theme-assets.ts';

/** The reference server; `npm run dev` starts it on this port. */
const serverOrigin = 'http://localhost:8080';

const source = (path: string) => decodeURI(new URL(`./src/${path}`, import.meta.url).pathname);

/** The router, which the login page loads while idle for signing in (app/main.tsx), as every page. */
const routerModules = [source('app/router.tsx')];
/** A public app's page (/blank): it loads what it shares with the frame, none of the rest. */
const publicPageModules = [source('app/routes/public-app-route.tsx')];
/**
 * What that page runs and the first screen does not: the page itself, antd's Result and Spin
 * (and the debounce Spin takes), which would otherwise join what it shares with the frame.
 */
const publicPageOwn = [
  'app/routes/public-app-route.tsx',
  'features/micro/components/sub-app-page.tsx',
  'features/micro/components/public-sub-app.tsx',
].map(source);
const publicPageLibraries =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](result|spin)|throttle-debounce)[\\/]/;
const onlyOnPublicPages = (id: string) =>
  publicPageOwn.includes(id) || publicPageLibraries.test(id);
/** What else the login page loads while idle for signing in, which the first screen runs. */
const firstScreenModules = [
  'app/first-screen.ts',
  'app/routes/signed-in-layout.tsx',
  'app/routes/workbench-route.tsx',
  'features/session/sign-in.ts',
].map(source);

/**
 * Libraries whose code the first screen imports and never runs: antd's form context takes its
 * provider (in FormContext.js, which it runs) from @rc-component/form's index, which imports the
 * whole form; antd's button styles take a colour helper from the colour presets' module, which
 * imports Collapse.
 */
const reachedThroughAnIndex =
  /[\\/]node_modules[\\/](@rc-component[\\/](form|async-validator|collapse)|antd[\\/]es[\\/]collapse)[\\/]/;
const neverRunByFirstScreen = (id: string) =>
  reachedThroughAnIndex.test(id) && !/[\\/]FormContext\.js$/.test(id);

export default defineConfig({
  base: '/main/',
  // themeAssets: the theme stylesheet and /main/theme-boot.js, generated from themes.ts.
  // compileHints: the first screen's chunks compiled as they load (src/app/compile-hints.ts).
  // lazyCardTabs: antd's Card without its Tabs until a card shows tabs (first-screen-chunks.ts).
  plugins: [
    react(),
    themeAssets(),
    compileHints([...routerModules, ...firstScreenModules]),
    lazyCardTabs(),
  ],
  resolve: {
    alias: { '@': decodeURI(new URL('./src', import.meta.url).pathname) },
    // The workspace's packages from their sources (@portal/subapp-sdk's exports), not a build.
    conditions: ['@portal/source', ...defaultClientConditions],
  },
  build: {
    // Maps beside the scripts, named by none: the server maps reported stacks with them.
    sourcemap: 'hidden',
    // Every browser the shell supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // These packages declare no `sideEffects` but have none: antd's form context imports the
        // whole of @rc-component/form through its index, which every screen then loaded.
        moduleSideEffects: [
          { test: /node_modules\/@rc-component\/(form|async-validator)\//, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes in one file with it: one request and
            // one gzip stream for the login page, instead of the entry and half a dozen shared
            // pieces. First: the first screen's groups must not take the login page's modules.
            { name: 'boot', tags: ['$initial'], priority: 10 },
            ...firstScreenChunks({
              router: routerModules,
              publicPages: publicPageModules,
              onlyOnPublicPages,
              firstScreen: firstScreenModules,
              neverRunByFirstScreen,
            }),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/main/config.json': { target: serverOrigin, changeOrigin: true },
      // The demo's group portal page, where a portal user lands after signing out.
      '/portal': { target: serverOrigin, changeOrigin: true },
    },
  },
});
