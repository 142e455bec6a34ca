import * as runtimeConfig from '@/lib/runtime-config';
import { runningReleasesQuery } from '@/features/releases/api/release-queries';
import { firmKey, globalKey } from '@/lib/query-keys';
import type { UserInfo } from '@portal/contract';
import { answerHttp } from '@/test/answer-http';
import { testRuntimeConfig } from '@/test/runtime-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForDataVersion, expectDataVersion, takeDataVersion } from './data-version';
import { queryClient } from './query-client';

afterEach(() => {
  queryClient.clear();
});

describe('takeDataVersion', () => {
  it('reads the registry and then the menu again when the version moves, and only then', async () => {
    let registryLoaded: (config: typeof testRuntimeConfig) => void = () => undefined;
    const reload = vi
      .spyOn(runtimeConfig, 'loadRuntimeConfig')
      .mockReturnValue(new Promise((resolve) => (registryLoaded = resolve)));
    const menu = firmKey(1, 'menu', 'tree', 7);
    const messages = firmKey(1, 'messages');
    const registry = globalKey('registry', 7);
    for (const key of [menu, messages, registry]) queryClient.setQueryData(key, {});
    const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    takeDataVersion('p1.r1', 1_000);
    takeDataVersion('p1.r1', 2_000);
    expect(reload).not.toHaveBeenCalled();
    expect(isStale(menu)).toBe(false);

    takeDataVersion('p1.r2', 3_000);
    expect(reload).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(isStale(menu)).toBe(false);
    registryLoaded(testRuntimeConfig);
    await vi.waitFor(() => expect(isStale(menu)).toBe(true));
    expect(isStale(messages)).toBe(false);
  });

  it('asks again which release each app runs, so that a rollback reaches open shells', async () => {
    vi.spyOn(runtimeConfig, 'loadRuntimeConfig').mockResolvedValue(testRuntimeConfig);
    const releases = runningReleasesQuery({ firmId: 1, userId: 7 } as UserInfo).queryKey;
    takeDataVersion('p2.r1', 10_000);
    queryClient.setQueryData(releases, {});
    takeDataVersion('p2.r1', 10_500);
    expect(queryClient.getQueryState(releases)?.isInvalidated).toBe(false);
    takeDataVersion('p2.r2', 11_000);
    await vi.waitFor(() => expect(queryClient.getQueryState(releases)?.isInvalidated).toBe(true));
  });

  it('asks at a navigation only when no answer brought the version lately', () => {
    const asked = answerHttp(() => Promise.resolve({ duty: null }));
    takeDataVersion('p1.r1', 100_000);
    askForDataVersion(104_000);
    expect(asked).not.toHaveBeenCalled();
    askForDataVersion(106_000);
    askForDataVersion(107_000);
    expect(asked.mock.calls.map(([config]) => config.url)).toEqual(['/upms/user/duty']);
  });

  it('does not ask while answers that will say the version are on their way', () => {
    const asked = answerHttp(() => Promise.resolve({ duty: null }));
    expectDataVersion(200_000);
    askForDataVersion(201_000);
    expect(asked).not.toHaveBeenCalled();
  });
});
