import type { MicroAppChannel } from './micro-app-window';

type HostData = Record<PropertyKey, unknown>;
type DataListener = (data: HostData) => unknown;

/**
 * The window name the shell gives the frame of an app isolated from it (a registry entry with
 * `isolation: "frame"`): this prefix, then JSON of the app's registry name and its router's base
 * (the path of its url), which the app needs before the host's first answer.
 */
export const frameNamePrefix = 'portal-frame:';

export type FrameName = { name: string; baseRoute: string };

function readFrameName(windowName: string): FrameName | undefined {
  if (!windowName.startsWith(frameNamePrefix)) return undefined;
  try {
    const parsed: unknown = JSON.parse(windowName.slice(frameNamePrefix.length));
    const { name, baseRoute } = (isRecord(parsed) ? parsed : {}) as Partial<FrameName>;
    return typeof name === 'string' && typeof baseRoute === 'string'
      ? { name, baseRoute }
      : undefined;
  } catch {
    return undefined;
  }
}

/** What travels over postMessage between the shell and an isolated app, either way. */
export type FrameEnvelope = { portal: 1; hello?: true; data?: HostData };

const isRecord = (value: unknown): value is HostData => typeof value === 'object' && value !== null;

/** The part of a window the channel uses: its own events, and its parent. */
export type FrameWindow = Pick<Window, 'addEventListener'> & {
  parent: Pick<Window, 'postMessage'>;
};

/**
 * micro-app's data channel, over postMessage, for an app the shell runs in a cross-origin frame.
 * It greets its parent (a message holding nothing), takes the origin of the first answer as the
 * host's, and from then on reads only that origin's messages from its parent and writes only to
 * it. What the app sends before the answer waits for it.
 */
export function createFrameChannel(self: FrameWindow): MicroAppChannel {
  const host = self.parent;
  let data: HostData | null = null;
  let hostOrigin: string | undefined;
  const listeners = new Set<DataListener>();
  const waiting: HostData[] = [];
  const post = (message: HostData, origin: string) =>
    host.postMessage({ portal: 1, data: message } satisfies FrameEnvelope, origin);

  self.addEventListener('message', (event: MessageEvent<unknown>) => {
    const envelope = event.data;
    if (event.source !== host || !isRecord(envelope) || envelope['portal'] !== 1) return;
    const next = envelope['data'];
    if (!isRecord(next)) return;
    hostOrigin ??= event.origin;
    if (event.origin !== hostOrigin) return;
    data = next;
    for (const message of waiting.splice(0)) post(message, hostOrigin);
    for (const listener of [...listeners]) listener(next);
  });
  host.postMessage({ portal: 1, hello: true } satisfies FrameEnvelope, '*');

  return {
    getData: () => data,
    addDataListener(listener, autoTrigger) {
      listeners.add(listener);
      if (autoTrigger && data) listener(data);
    },
    removeDataListener(listener) {
      listeners.delete(listener);
    },
    forceDispatch(message, nextStep) {
      if (hostOrigin === undefined) waiting.push(message);
      else post(message, hostOrigin);
      nextStep?.();
    },
  };
}

let channel: MicroAppChannel | undefined;

/** The name and base route the shell framed the app with, or undefined elsewhere. */
export function frameName(): FrameName | undefined {
  if (typeof window === 'undefined' || window.parent === window) return undefined;
  return readFrameName(window.name);
}

/** The channel of an app framed by the shell, or undefined elsewhere (alone, in micro-app). */
export function frameChannel(): MicroAppChannel | undefined {
  if (frameName() === undefined) return undefined;
  channel ??= createFrameChannel(window);
  return channel;
}
