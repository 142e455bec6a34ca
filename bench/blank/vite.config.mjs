import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The baseline every browser measure is compared with: a blank Vite + React page.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: '/blank/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: new URL('../.build/blank', import.meta.url).pathname, emptyOutDir: true },
});
