import { subAppReleases } from '@/features/micro/sub-app-releases';
import { answerHttp } from '@/test/answer-http';
import type { UserInfo } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRunningReleases } from './use-running-releases';

const zhangsan = { userId: 7, firmId: 1 } as UserInfo;
const canary = { 'sub-newcrm': { version: '2.0.0', url: '/sub-newcrm/2.0.0/' } };

function renderFrame(userInfo: UserInfo | undefined) {
  function Frame({ user }: { user: UserInfo | undefined }) {
    useRunningReleases(user);
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Frame user={userInfo} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    switchTo: (user: UserInfo) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <Frame user={user} />
        </QueryClientProvider>,
      ),
  };
}

describe('useRunningReleases', () => {
  it("knows the firm's releases once answered, none while another firm's are asked, none signed out", async () => {
    let answer: Promise<unknown> = Promise.resolve(canary);
    const asked = answerHttp(() => answer);
    const frame = renderFrame(zhangsan);
    expect(subAppReleases()).toBeUndefined();
    await waitFor(() => expect(subAppReleases()).toEqual(canary));
    expect(asked.mock.calls.map(([config]) => config.url)).toEqual(['/subApps/releases']);

    let answerOtherFirm: (releases: unknown) => void = () => undefined;
    answer = new Promise((resolve) => (answerOtherFirm = resolve));
    frame.switchTo({ ...zhangsan, firmId: 2 });
    await waitFor(() => expect(subAppReleases()).toBeUndefined());
    answerOtherFirm({});
    await waitFor(() => expect(subAppReleases()).toEqual({}));

    frame.unmount();
    expect(subAppReleases()).toBeUndefined();
  });

  it('runs every app at its registry entry when the answer fails, rather than none', async () => {
    answerHttp(() => Promise.reject(new Error('HTTP 500')));
    const frame = renderFrame(zhangsan);
    await waitFor(() => expect(subAppReleases()).toEqual({}));
    frame.unmount();
  });
});
