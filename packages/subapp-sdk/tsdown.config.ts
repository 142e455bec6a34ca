import { defineConfig } from 'tsdown';

// The published build: ESM (.js) and CommonJS (.cjs) with their declarations for each entry, and a
// minified script-tag build of the main entry (window.PortalSubappSdk). ES2019 syntax: webpack 4
// (vue-cli 4) reads the CommonJS build, and its parser stops at `?.` and `??`.
// `import.meta.env` stays in the ESM build, which Vite replaces in its users' builds (the
// VITE_PORTAL_* variables); the other two formats cannot hold `import.meta` and have no env.
const shared = { platform: 'neutral', target: 'es2019' } as const;
const noEnv = { 'import.meta.env': 'undefined' };

export default defineConfig([
  {
    ...shared,
    entry: {
      index: 'src/index.ts',
      react: 'src/react.ts',
      vue: 'src/vue.ts',
      vue2: 'src/vue2.ts',
    },
    format: { esm: {}, cjs: { define: noEnv } },
    dts: true,
  },
  {
    ...shared,
    entry: { 'portal-subapp-sdk': 'src/index.ts' },
    format: 'iife',
    globalName: 'PortalSubappSdk',
    define: noEnv,
    minify: true,
    outputOptions: { entryFileNames: '[name].global.js' },
    clean: false,
  },
]);
