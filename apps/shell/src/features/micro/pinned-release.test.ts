import type { ReleaseManifest } from '@portal/contract';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/test/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchPinned, PinMismatchError } from './pinned-release';
import { setSubAppReleases } from './sub-app-releases';

const base = 'https://apps.example.com/ledger/';
const page =
  '<!doctype html><html><head><link rel="stylesheet" href="css/app.css"></head>' +
  '<body><div id="app"></div><script src="/ledger/js/app.js"></script></body></html>';
const files: Record<string, string> = {
  [base]: page,
  [`${base}css/app.css`]: 'body { margin: 0 }',
  [`${base}js/app.js`]: 'console.log("ledger")',
  [`${base}js/lazy.js`]: 'console.log("lazy")',
};

async function sri(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

async function manifestOf(served: Record<string, string>): Promise<ReleaseManifest> {
  const pinned: Record<string, string> = {};
  for (const [url, text] of Object.entries(served)) {
    pinned[url === base ? 'index.html' : url.slice(base.length)] = await sri(text);
  }
  return { manifestVersion: 1, files: pinned };
}

/** A server answering `served`; counts what was asked. */
function serving(served: Record<string, string>) {
  const asked: string[] = [];
  const fetchBytes = (url: string) => {
    asked.push(url);
    const text = served[url];
    if (text === undefined) return Promise.reject(new Error(`${url} answered HTTP 404`));
    return Promise.resolve(new TextEncoder().encode(text).buffer as ArrayBuffer);
  };
  return { asked, fetchBytes };
}

function registryPins(isPinned: boolean) {
  setRuntimeConfig({
    ...testRuntimeConfig,
    subApps: [
      { route: 'ledger', name: 'sub-ledger', url: base, ...(isPinned ? { pinned: true } : {}) },
    ],
  });
}

/** The server's answer to the pins call (`GET /api/subApps/pins`). */
const pinsAnswer = (manifest: ReleaseManifest | null) =>
  answerHttp(() => Promise.resolve(manifest));

describe('a pinned release', () => {
  it('leaves an unpinned app alone', async () => {
    registryPins(false);
    const asked = pinsAnswer(null);
    const { fetchBytes } = serving({ ...files, [`${base}js/app.js`]: 'anything' });
    await expect(fetchPinned('sub-ledger', `${base}js/app.js`, fetchBytes)).resolves.toBe(
      'anything',
    );
    expect(asked).not.toHaveBeenCalled();
  });

  it('hands the page over once its scripts and styles are checked, then each of them once', async () => {
    registryPins(true);
    pinsAnswer(await manifestOf(files));
    const { asked, fetchBytes } = serving(files);

    await expect(fetchPinned('sub-ledger', base, fetchBytes)).resolves.toBe(page);
    expect([...asked].sort()).toEqual([base, `${base}css/app.css`, `${base}js/app.js`]);
    await expect(fetchPinned('sub-ledger', `${base}js/app.js`, fetchBytes)).resolves.toBe(
      files[`${base}js/app.js`],
    );
    expect(asked).toHaveLength(3);
    // A chunk the app asks for later is checked when it comes.
    await expect(fetchPinned('sub-ledger', `${base}js/lazy.js`, fetchBytes)).resolves.toBe(
      'console.log("lazy")',
    );
  });

  it('refuses the page when one byte of a script it names changed: nothing of it runs', async () => {
    registryPins(true);
    pinsAnswer(await manifestOf(files));
    const { fetchBytes } = serving({ ...files, [`${base}js/app.js`]: 'console.log("Ledger")' });

    const refusal = fetchPinned('sub-ledger', base, fetchBytes);
    await expect(refusal).rejects.toBeInstanceOf(PinMismatchError);
    await expect(refusal).rejects.toMatchObject({
      url: `${base}js/app.js`,
      expected: await sri('console.log("ledger")'),
      actual: await sri('console.log("Ledger")'),
    });
  });

  it('refuses a file its manifest does not name, or one from outside its folder', async () => {
    registryPins(true);
    const withoutLazy = Object.fromEntries(
      Object.entries(files).filter(([url]) => !url.endsWith('lazy.js')),
    );
    pinsAnswer(await manifestOf(withoutLazy));
    const { fetchBytes } = serving({ ...files, 'https://cdn.example.com/x.js': 'x' });

    await expect(fetchPinned('sub-ledger', `${base}js/lazy.js`, fetchBytes)).rejects.toThrow(
      /is not in the app's release manifest/,
    );
    await expect(
      fetchPinned('sub-ledger', 'https://cdn.example.com/x.js', fetchBytes),
    ).rejects.toBeInstanceOf(PinMismatchError);
  });

  it('runs nothing when the registry says pinned but no manifest comes', async () => {
    registryPins(true);
    pinsAnswer(null);
    const { fetchBytes } = serving(files);
    await expect(fetchPinned('sub-ledger', base, fetchBytes)).rejects.toBeInstanceOf(
      PinMismatchError,
    );
  });

  it('gives a module script its pin as integrity: the browser fetches it again itself', async () => {
    registryPins(true);
    const modulePage =
      '<!doctype html><html><head></head><body>' +
      '<script type="module" src="/ledger/js/app.js"></script></body></html>';
    const served = { ...files, [base]: modulePage };
    pinsAnswer(await manifestOf(served));
    const { fetchBytes } = serving(served);

    const handed = await fetchPinned('sub-ledger', base, fetchBytes);
    const script = new DOMParser()
      .parseFromString(handed, 'text/html')
      .querySelector('script[type="module"]');
    expect(script?.getAttribute('integrity')).toBe(await sri(files[`${base}js/app.js`] ?? ''));
  });

  describe('of a release its rollout runs', () => {
    afterEach(() => setSubAppReleases(undefined));
    const released = `${base}2.0.0/`;
    // The release's build, at its own folder: its page names its scripts there.
    const releaseFiles = Object.fromEntries(
      Object.entries(files).map(([url, text]) => [
        url.replace(base, released),
        text.replace('/ledger/js/', '/ledger/2.0.0/js/'),
      ]),
    );

    it("checks the release's files against the manifest it was published with, unpinned entry or not", async () => {
      registryPins(false);
      setSubAppReleases({ 'sub-ledger': { version: '2.0.0', url: released } });
      const pinned: Record<string, string> = {};
      for (const [url, text] of Object.entries(releaseFiles)) {
        pinned[url === released ? 'index.html' : url.slice(released.length)] = await sri(text);
      }
      const asked = answerHttp(({ params }) =>
        Promise.resolve(
          params?.release === '2.0.0'
            ? { manifestVersion: 1, release: '2.0.0', files: pinned }
            : null,
        ),
      );
      const { fetchBytes } = serving(releaseFiles);

      await expect(fetchPinned('sub-ledger', released, fetchBytes)).resolves.toBe(
        releaseFiles[released],
      );
      await expect(fetchPinned('sub-ledger', `${released}js/lazy.js`, fetchBytes)).resolves.toBe(
        'console.log("lazy")',
      );
      expect(asked).toHaveBeenCalledWith(
        expect.objectContaining({ params: { app: 'sub-ledger', release: '2.0.0' } }),
      );
      // A file of the entry's own folder is no file of the release.
      await expect(
        fetchPinned('sub-ledger', `${base}js/lazy.js`, serving(files).fetchBytes),
      ).rejects.toBeInstanceOf(PinMismatchError);
    });
  });
});
