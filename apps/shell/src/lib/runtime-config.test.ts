/// <reference types="node" />
import { testRuntimeConfig } from '@/test/runtime-config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig } from './runtime-config';

const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

const config = testRuntimeConfig;

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>().mockResolvedValue(Response.json(body, { status }));
}

describe('loadRuntimeConfig', () => {
  it('fetches config.json under the base path and keeps it for later', async () => {
    const fetcher = answering(200, config);

    await expect(loadRuntimeConfig(undefined, fetcher)).resolves.toEqual(config);

    expect(fetcher).toHaveBeenCalledWith(`${import.meta.env.BASE_URL}config.json`, {
      mode: 'cors',
      credentials: 'same-origin',
    });
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('asks for config.json the way index.html preloads it, so the preload is reused', async () => {
    const fetcher = answering(200, config);
    const preload = new DOMParser()
      .parseFromString(indexHtml, 'text/html')
      .querySelector('link[rel="preload"][as="fetch"]');

    await loadRuntimeConfig(undefined, fetcher);

    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(preload?.getAttribute('href')?.replace('%BASE_URL%', import.meta.env.BASE_URL)).toBe(
      url,
    );
    // crossorigin="anonymous" is a CORS request with same-origin credentials.
    expect(preload?.getAttribute('crossorigin')).toBe('anonymous');
    expect(init).toMatchObject({ mode: 'cors', credentials: 'same-origin' });
    // A cache mode or a header of its own would make browsers fetch the file a second time.
    expect(init).not.toHaveProperty('cache');
    expect(init).not.toHaveProperty('headers');
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
