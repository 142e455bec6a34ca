import { afterEach, describe, expect, it } from 'vitest';
import { embedAs, leaveHost, runAlone } from './test/embed';

afterEach(leaveHost);

describe('isEmbedded', () => {
  it('is true inside micro-app', async () => {
    const { sdk } = await embedAs();
    expect(sdk.isEmbedded()).toBe(true);
  });

  it('is false alone', async () => {
    const sdk = await runAlone();
    expect(sdk.isEmbedded()).toBe(false);
  });

  it('is false when a window.microApp exists outside micro-app', async () => {
    const sdk = await runAlone();
    Object.assign(window, { microApp: {} });
    expect(sdk.isEmbedded()).toBe(false);
  });
});
