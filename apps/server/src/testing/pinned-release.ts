import type { ReleaseManifest } from '@portal/contract';
import { createHash } from 'node:crypto';

/** A file's sha256 as a release manifest gives it. */
export const sriOf = (content: string) =>
  `sha256-${createHash('sha256').update(content).digest('base64')}`;

/** The manifest `portal-release-manifest` would write for a small build of this release. */
export function pinnedRelease(release = '2.4.1'): ReleaseManifest {
  return {
    manifestVersion: 1,
    release,
    files: {
      'index.html': sriOf(`<!doctype html><title>${release}</title>`),
      [`js/app.${release}.js`]: sriOf(`console.log(${JSON.stringify(release)});`),
      [`css/app.${release}.css`]: sriOf('body { margin: 0; }'),
    },
  };
}
