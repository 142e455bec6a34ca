import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'shell',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // The files of a worker share one jsdom window and one module graph, instead of a new window
      // and a new load of React and antd for each file: src/test/setup.ts starts each test from a
      // fresh page. A spy ends with its test, a stubbed global too.
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
