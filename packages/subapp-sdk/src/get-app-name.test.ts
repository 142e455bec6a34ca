import { afterEach, describe, expect, it } from 'vitest';
import { embedAs, leaveHost, runAlone } from './test/embed';

afterEach(leaveHost);

describe('getAppName', () => {
  it('is the name the shell mounted the app under', async () => {
    const { sdk } = await embedAs('sub-performance');
    expect(sdk.getAppName()).toBe('sub-performance');
  });

  it('is null alone', async () => {
    const sdk = await runAlone();
    expect(sdk.getAppName()).toBeNull();
  });
});
