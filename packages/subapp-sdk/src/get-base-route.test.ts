import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedAs, leaveHost, runAlone, settle } from './test/embed';
import { sampleContext } from './test/sample-context';

afterEach(leaveHost);

describe('getBaseRoute', () => {
  it("is micro-app's base route when the host set one", async () => {
    const { host, name, sdk } = await embedAs('sub-newcrm', { baseRoute: '/main/crm' });
    host.setData(name, { context: sampleContext({ baseRoute: '/main/newcrm' }) });
    await settle();
    expect(sdk.getBaseRoute()).toBe('/main/crm');
  });

  it("is the context's base route otherwise", async () => {
    const { host, name, sdk } = await embedAs();
    host.setData(name, { context: sampleContext({ baseRoute: '/main/newcrm' }) });
    await settle();
    expect(sdk.getBaseRoute()).toBe('/main/newcrm');
  });

  it("is '/' alone", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sdk = await runAlone();
    expect(sdk.getBaseRoute()).toBe('/');
  });

  it('is the configured one alone', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sdk = await runAlone();
    sdk.configureStandalone({ baseRoute: '/sub-newcrm/' });
    expect(sdk.getBaseRoute()).toBe('/sub-newcrm/');
  });
});
