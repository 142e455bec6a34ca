import { setRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/test/runtime-config';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadMicroApp,
  onHostLog,
  onResourceFailure,
  type HostLog,
  type ResourceFailure,
} from './micro-app-runtime';

type ResourceFetch = (
  url: string,
  options: Record<string, unknown>,
  appName: string | null,
) => Promise<string>;

const started = vi.hoisted(() => ({ fetch: undefined as ResourceFetch | undefined }));

vi.mock('@micro-zoe/micro-app', () => ({
  default: {
    start: (options: { fetch: ResourceFetch }) => {
      started.fetch = options.fetch;
    },
    preFetch: () => undefined,
    getActiveApps: () => [],
    getAllApps: () => [],
  },
}));

/** What the library does when an app's page cannot be fetched: it says so on the console. */
async function libraryFetches(appName: string, url: string) {
  await loadMicroApp();
  try {
    await started.fetch?.(url, {}, appName);
  } catch {
    console.error(
      `[micro-app] app ${appName}: Failed to fetch data from ${url}, micro-app stop rendering`,
    );
  }
}

describe('a sub-app whose page cannot be fetched', () => {
  const hostLogs: HostLog[] = [];
  const failures: [string, ResourceFailure][] = [];
  let stop: (() => void)[] = [];

  // Silent before the library's forwarding wraps it, and for the whole file.
  beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

  beforeEach(() => {
    setRuntimeConfig(testRuntimeConfig);
    stop = [
      onHostLog((entry) => hostLogs.push(entry)),
      onResourceFailure((appName, failure) => failures.push([appName, failure])),
    ];
  });

  afterEach(() => {
    for (const each of stop) each();
    hostLogs.length = 0;
    failures.length = 0;
  });

  it("is told once: as the app's load failure, not again in the library's words", async () => {
    vi.spyOn(window, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await libraryFetches('sub-form', 'https://form.internal.portal/sub-form/');

    expect(failures).toEqual([
      [
        'sub-form',
        expect.objectContaining({
          url: 'https://form.internal.portal/sub-form/',
          reason: 'unreachable',
        }),
      ],
    ]);
    expect(hostLogs).toEqual([]);
  });

  it("passes on the library's messages about the app once it loads again", async () => {
    vi.spyOn(window, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await libraryFetches('sub-other', '/sub-other/');
    vi.spyOn(window, 'fetch').mockResolvedValueOnce(new Response('<html><head></head></html>'));

    await libraryFetches('sub-other', '/sub-other/');
    console.error('[micro-app] app sub-other: unexpected attribute x, please check again');

    expect(hostLogs).toEqual([
      {
        level: 'error',
        message: '[micro-app] app sub-other: unexpected attribute x, please check again',
      },
    ]);
  });
});
