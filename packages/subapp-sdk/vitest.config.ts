import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'subapp-sdk',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Each file still runs in a context of its own, but the worker makes jsdom once instead of
    // once per file (most of this project's time).
    pool: 'vmThreads',
    // The *.test-d.ts files hold the type tests: checked by tsc, not executed.
    typecheck: { enabled: true, tsconfig: './tsconfig.json', include: ['src/**/*.test-d.ts'] },
  },
});
