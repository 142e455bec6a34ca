import { describe, expect, it } from 'vitest';
import { isolateText } from './isolate-text';

describe('isolateText', () => {
  it('wraps text in a first-strong isolate, so an override inside ends with it', () => {
    expect(isolateText('张三\u202eevil')).toBe('\u2068张三\u202eevil\u2069');
  });
});
