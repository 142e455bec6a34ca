import { describe, expect, it } from 'vitest';
import { pinnedRelease } from '../testing/pinned-release';
import { pinsNothingMatches, pinsSummary, pinsText, storedPins } from './stored-pins';

describe('stored pins', () => {
  it('read back the manifest stored, and null as pinning nothing', () => {
    const manifest = pinnedRelease();
    expect(storedPins(pinsText(manifest))).toEqual({ manifest, isReadable: true });
    expect(storedPins(null)).toEqual({ manifest: null, isReadable: true });
    expect(pinsText(null)).toBeNull();
  });

  it('fail closed: anything else pins no file, never nothing', () => {
    for (const text of [
      '',
      'null',
      '[]',
      '{"files":{}}',
      '{"manifestVersion":1,"files":{"/x.js":"x"}}',
    ]) {
      expect(storedPins(text), text).toEqual({ manifest: pinsNothingMatches, isReadable: false });
    }
    expect(pinsNothingMatches.files).toEqual({});
  });

  it('are audited as their release, file count and a digest that ignores the files’ order', () => {
    const manifest = pinnedRelease('2.4.1');
    const reordered = {
      ...manifest,
      files: Object.fromEntries(Object.entries(manifest.files).reverse()),
    };
    const summary = pinsSummary(manifest);
    expect(summary).toEqual({
      release: '2.4.1',
      files: 3,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(pinsSummary(reordered)).toEqual(summary);
    expect(pinsSummary(pinnedRelease('2.5.0'))?.sha256).not.toBe(summary?.sha256);
    expect(pinsSummary(null)).toBeNull();
  });
});
