import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** sub-newcrm's development address in the registry (/main/config.json): http://localhost:7101/ */
const devPort = 7101;

export default defineConfig({
  // Relative: one build serves under every sub-app path (/sub-newcrm/, /sub-performance/, …).
  // micro-app fetches index.html from the registered url and resolves ./assets/… against it.
  base: './',
  plugins: [react()],
  // @portal/subapp-sdk from its sources (the condition in its exports), not its build.
  resolve: { conditions: ['@portal/source', ...defaultClientConditions] },
  server: { port: devPort, strictPort: true },
  preview: { port: devPort, strictPort: true },
});
