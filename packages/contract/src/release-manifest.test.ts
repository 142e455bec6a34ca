import { describe, expect, it } from 'vitest';
import { maxReleaseFiles, releaseManifestSchema } from './release-manifest';

/** The sha256 of no bytes, as the SDK's command writes it. */
const hash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

const issuesOf = (value: unknown) =>
  releaseManifestSchema.safeParse(value).error?.issues.map(({ code, path }) => ({ code, path }));

describe('a release manifest', () => {
  it('takes what portal-release-manifest writes, with or without a release', () => {
    const manifest = {
      manifestVersion: 1,
      release: '2.4.1',
      files: { 'index.html': hash, 'js/app.3f2a.js': hash, 'assets/index-B_x~1@2+y.css': hash },
    };
    expect(releaseManifestSchema.parse(manifest)).toEqual(manifest);
    expect(issuesOf({ manifestVersion: 1, files: { 'index.html': hash } })).toBeUndefined();
  });

  it('takes no files: pins that nothing matches', () => {
    expect(issuesOf({ manifestVersion: 1, files: {} })).toBeUndefined();
  });

  it('refuses a path that leaves the folder, starts at the root or carries a query', () => {
    for (const path of [
      '../x.js',
      'js/../../x.js',
      '/x.js',
      './x.js',
      'js/./x.js',
      '..',
      'js//x.js',
      'js/',
      'x.js?v=2',
      'x.js#top',
      'js\\x.js',
      'x%2e.js',
      'x y.js',
      '',
    ]) {
      expect(issuesOf({ manifestVersion: 1, files: { [path]: hash } }), path).toEqual([
        { code: 'invalid_key', path: ['files', path] },
      ]);
    }
  });

  it('refuses a hash that is not a sha256 in SRI form', () => {
    for (const value of [
      'sha384-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU',
      'sha256-47DEQpj8HBSa-_TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      'sha256-e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ]) {
      expect(issuesOf({ manifestVersion: 1, files: { 'index.html': value } }), value).toEqual([
        { code: 'invalid_format', path: ['files', 'index.html'] },
      ]);
    }
  });

  it(`refuses more than ${maxReleaseFiles} files, another version and other fields`, () => {
    const files = Object.fromEntries(
      Array.from({ length: maxReleaseFiles + 1 }, (_, index) => [`js/${index}.js`, hash]),
    );
    expect(issuesOf({ manifestVersion: 1, files })).toEqual([{ code: 'custom', path: ['files'] }]);
    expect(issuesOf({ manifestVersion: 2, files: {} })).toEqual([
      { code: 'invalid_value', path: ['manifestVersion'] },
    ]);
    expect(issuesOf({ manifestVersion: 1, files: {}, signedBy: 'x' })).toEqual([
      { code: 'unrecognized_keys', path: [] },
    ]);
    expect(issuesOf({ manifestVersion: 1, release: '', files: {} })?.[0]?.path).toEqual([
      'release',
    ]);
  });
});
