import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compileHints } from './src/app/compile-hints.ts';
import { themeAssets } from './src/features/theme/theme-assets.ts';

/** The reference server; `npm run dev` starts it on this port. */
const serverOrigin = 'http://localhost:8080';

const source = (path: string) => decodeURI(new URL(`./src/${path}`, import.meta.url).pathname);

/** What the login page loads while idle for signing in (app/main.tsx), which the first screen runs. */
const firstScreenModules = [
  'app/router.tsx',
  'app/first-screen.ts',
  'app/routes/signed-in-layout.tsx',
  'app/routes/workbench-route.tsx',
  'features/session/sign-in.ts',
].map(source);

export default defineConfig({
  base: '/main/',
  // themeAssets: the theme stylesheet and /main/theme-boot.js, generated from themes.ts.
  // compileHints: the first screen's chunks compiled as they load (src/app/compile-hints.ts).
  plugins: [react(), themeAssets(), compileHints(firstScreenModules)],
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
        // Everything the entry imports statically goes in one file with it: one request and one
        // gzip stream for the login page, instead of the entry and half a dozen shared pieces.
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
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
