import { afterEach, vi } from 'vitest';

// micro-app wraps window.Worker in a Proxy when it is imported; jsdom has no Worker.
globalThis.Worker ??= function Worker() {} as unknown as typeof Worker;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
