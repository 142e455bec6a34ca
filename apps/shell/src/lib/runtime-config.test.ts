import { testRuntimeConfig } from '@/test/runtime-config';
import { describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig } from './runtime-config';

const config = testRuntimeConfig;

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>().mockResolvedValue(Response.json(body, { status }));
}

describe('loadRuntimeConfig', () => {
  it('fetches config.json under the base path without cache and keeps it for later', async () => {
    const fetcher = answering(200, config);

    await expect(loadRuntimeConfig(undefined, fetcher)).resolves.toEqual(config);

    expect(fetcher).toHaveBeenCalledWith(
      `${import.meta.env.BASE_URL}config.json`,
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('accepts the configuration wrapped in the API envelope', async () => {
    await expect(
      loadRuntimeConfig('/x', answering(200, { code: 0, msg: '', data: config })),
    ).resolves.toEqual(config);
  });

  it('names the fields that are missing', async () => {
    const broken = { ...config, auth: {}, requestTimeoutMs: 0 };

    await expect(loadRuntimeConfig('/x', answering(200, broken))).rejects.toThrow(
      '/x is missing or has invalid: auth.clientId, auth.clientSecret, requestTimeoutMs',
    );
  });

  it('fails on an HTTP error', async () => {
    await expect(loadRuntimeConfig('/x', answering(503, {}))).rejects.toThrow('HTTP 503');
  });
});
