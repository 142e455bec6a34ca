import { originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';
import { appMapOf, matchesPin, type AppRelease } from './app-source-maps';
import { createSourceMapCache, type SourceMapCache } from './source-map-cache';
import { readShellMap, shellMapFileOf } from './shell-source-maps';
import { stackFramesOf, type StackFrame } from './stack-frames';

/** A frame of a stack, through its script's source map when one was to be had. */
export type MappedFrame = {
  functionName: string | null;
  /** The source file (`src/orders/order-list.ts`) when mapped, else the script as the stack names it. */
  file: string;
  /** 1-based. */
  line: number | null;
  column: number | null;
  isMapped: boolean;
};

export type StackMapperOptions = {
  /** The shell's build, whose maps lie beside its scripts. */
  shellDist: string;
  /** Where the shell is served (`/main`). */
  shellBase: string;
  /**
   * The bytes of an app's file: an absolute url, or a path of the portal's own origin. Null when
   * it cannot be had.
   */
  fetchAppFile: (location: string) => Promise<Uint8Array | null>;
  cache?: SourceMapCache;
};

/** A source's path as people know it: no bundler scheme (`webpack://app/`), no leading `./`, `../`. */
export function sourcePathOf(source: string): string {
  return source.replace(/^[a-z][\w+.-]*:\/\/[^/]*\//i, '').replace(/^(?:\.{1,2}\/)+/, '');
}

type Position = { source: string; line: number; column: number; name: string | null };

function positionIn(map: TraceMap | null, frame: StackFrame): Position | null {
  if (map === null || frame.line === null || frame.column === null) return null;
  const found = originalPositionFor(map, { line: frame.line, column: frame.column - 1 });
  if (found.source === null || found.line === null || found.column === null) return null;
  return { source: found.source, line: found.line, column: found.column, name: found.name };
}

/**
 * Maps stacks through source maps (docs/production.md, "Source maps"): the shell's own scripts
 * through the maps of its build, always; an app's through the maps its pinned release lists
 * beside its scripts, fetched from the app and checked against the release's sha256 before
 * use. A frame without a map stays as sent.
 *
 * A frame's function is named from its caller's frame: where the caller calls it, the map names
 * the original identifier (`totalOf`), which a minifier renamed (`o`) in the stack itself.
 */
export function createStackMapper({
  shellDist,
  shellBase,
  fetchAppFile,
  cache = createSourceMapCache(),
}: StackMapperOptions) {
  const mapOf = (frame: StackFrame, app: AppRelease | null): Promise<TraceMap | null> => {
    const shellFile = shellMapFileOf(frame.location, shellBase);
    if (shellFile !== null) {
      return cache(`shell ${shellFile}`, () => readShellMap(shellDist, shellFile));
    }
    const appMap = app === null ? null : appMapOf(frame.location, app);
    if (appMap === null) return Promise.resolve(null);
    // A pin names its bytes: one map for every app and url that pins the same.
    return cache(`app ${appMap.sri}`, async () => {
      const bytes = await fetchAppFile(appMap.location);
      return bytes !== null && matchesPin(bytes, appMap.sri)
        ? Buffer.from(bytes).toString('utf8')
        : null;
    });
  };

  /** The stack's frames, top first, each mapped where its script's map can be had. */
  const framesOf = async (stack: string, app: AppRelease | null): Promise<MappedFrame[]> => {
    const frames = stackFramesOf(stack);
    const positions = await Promise.all(
      frames.map(async (frame) => positionIn(await mapOf(frame, app), frame)),
    );
    return frames.map((frame, index): MappedFrame => {
      const position = positions[index];
      if (!position) {
        const { functionName, location, line, column } = frame;
        return { functionName, file: location, line, column, isMapped: false };
      }
      const calledAs = positions[index + 1]?.name ?? null;
      return {
        functionName: calledAs ?? frame.functionName,
        file: sourcePathOf(position.source),
        line: position.line,
        column: position.column + 1,
        isMapped: true,
      };
    });
  };

  return { framesOf };
}

export type StackMapper = ReturnType<typeof createStackMapper>;
