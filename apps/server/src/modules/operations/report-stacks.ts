import { mappedTopFrameOf } from '../../lib/error-fingerprint';
import type { AppRelease } from '../../lib/source-maps/app-source-maps';
import type { MappedFrame } from '../../lib/source-maps/stack-mapper';
import { storedPins } from '../../lib/stored-pins';
import type { SubAppRow } from '../../repositories/sub-app-repository';

/** A stack's frames, mapped through the source maps of the shell and of the app's release. */
export type FramesOf = (stack: string, app: AppRelease | null) => Promise<MappedFrame[]>;

/** What the maps of an app's scripts are checked against: its url and pinned manifest. */
export function appReleaseOf(
  entry: Pick<SubAppRow, 'url' | 'pinned'> | undefined,
): AppRelease | null {
  return entry ? { url: entry.url, manifest: storedPins(entry.pinned).manifest } : null;
}

/** The top frame as grouped when its script's map maps it; null when it is not mapped. */
export function mappedTopFrameOfFrames(frames: MappedFrame[]): string | null {
  const [top] = frames;
  return top?.isMapped ? mappedTopFrameOf(top) : null;
}

/** A frame as a line of a stack reads: `totalOf (src/orders/order-list.ts:4:23)`. */
export function frameText({ functionName, file, line, column }: MappedFrame): string {
  const place = [file, line, column].filter((part) => part !== null).join(':');
  return functionName ? `${functionName} (${place})` : place;
}
