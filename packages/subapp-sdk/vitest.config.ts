import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'subapp-sdk',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // The *.test-d.ts files hold the type tests: checked by tsc, not executed.
    typecheck: { enabled: true, tsconfig: './tsconfig.json', include: ['src/**/*.test-d.ts'] },
  },
});
