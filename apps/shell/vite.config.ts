import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { themeAssets } from './src/features/theme/theme-assets.ts';

/** The reference server; `npm run dev` starts it on this port. */
const serverOrigin = 'http://localhost:8080';

export default defineConfig({
  base: '/main/',
  // themeAssets: the theme stylesheet and /main/theme-boot.js, generated from themes.ts.
  plugins: [react(), themeAssets()],
  resolve: {
    alias: { '@': decodeURI(new URL('./src', import.meta.url).pathname) },
    // The workspace's packages from their sources (@portal/subapp-sdk's exports), not a build.
    conditions: ['@portal/source', ...defaultClientConditions],
  },
  build: {
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
