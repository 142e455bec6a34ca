import { describe, expect, it } from 'vitest';
import { deviceOf } from './device-of';

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('deviceOf', () => {
  it('names the browser and the system, or nothing it cannot tell', () => {
    expect(deviceOf(chromeOnWindows)).toBe('Chrome 131 · Windows 10');
    expect(deviceOf('curl/8.5.0')).toBeNull();
    expect(deviceOf(null)).toBeNull();
  });
});
