import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Integration tests on real databases: generous limits so a loaded CI machine is not a failure.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['./test/sqlite-folder.ts'],
    // One worker runs file after file: the app's modules load once per worker, not per file, and
    // a worker's template database serves all its files. The tests share no module state; a test
    // that mocks a module or changes a global must undo it (vi.restoreAllMocks, vi.unstubAllEnvs).
    isolate: false,
  },
});
