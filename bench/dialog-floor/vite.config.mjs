import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The floor of the dialogs bench: a plain antd Modal opened by a button (bench/dialogs.mjs).
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: '/dialog-floor/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: new URL('../.build/dialog-floor', import.meta.url).pathname, emptyOutDir: true },
});
