import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Integration tests on real databases: generous limits so a loaded CI machine is not a failure.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
