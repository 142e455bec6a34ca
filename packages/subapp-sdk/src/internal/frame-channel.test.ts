import { describe, expect, it, vi } from 'vitest';
import { createFrameChannel, type FrameWindow } from './frame-channel';

/** A framed app's window: its message listener, and a parent recording what it is sent. */
function framedWindow() {
  let onMessage: ((event: MessageEvent) => void) | undefined;
  const parent = { postMessage: vi.fn() };
  const self = {
    parent,
    addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') onMessage = listener;
    },
  } as unknown as FrameWindow;
  const receive = (data: unknown, { origin = 'https://portal.example', source = parent } = {}) =>
    onMessage?.({ data, origin, source } as unknown as MessageEvent);
  return { self, parent, receive };
}

const context = { context: { version: 1, token: 't' } };

describe('the channel of a framed app', () => {
  it('greets its parent with nothing in the greeting, then holds what the host answers', () => {
    const { self, parent, receive } = framedWindow();
    const channel = createFrameChannel(self);
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith({ portal: 1, hello: true }, '*');
    expect(channel.getData()).toBeNull();

    const listener = vi.fn();
    channel.addDataListener(listener);
    receive({ portal: 1, data: context });
    expect(channel.getData()).toEqual(context);
    expect(listener).toHaveBeenCalledWith(context);
  });

  it("writes to the host's origin only, what was sent before its answer once it answers", () => {
    const { self, parent, receive } = framedWindow();
    const channel = createFrameChannel(self);
    const next = vi.fn();
    channel.forceDispatch({ message: { type: 'close-self' } }, next);
    expect(next).toHaveBeenCalled();
    expect(parent.postMessage).toHaveBeenCalledTimes(1);

    receive({ portal: 1, data: context });
    channel.forceDispatch({ message: { type: 'set-title', title: 'x' } });
    expect(parent.postMessage.mock.calls.slice(1)).toEqual([
      [{ portal: 1, data: { message: { type: 'close-self' } } }, 'https://portal.example'],
      [
        { portal: 1, data: { message: { type: 'set-title', title: 'x' } } },
        'https://portal.example',
      ],
    ]);
  });

  it('ignores other windows, other origins once the host answered, and other messages', () => {
    const { self, receive } = framedWindow();
    const channel = createFrameChannel(self);
    receive({ portal: 1, data: context }, { source: {} as never });
    receive({ data: context });
    receive({ portal: 1, data: 'not data' });
    expect(channel.getData()).toBeNull();

    receive({ portal: 1, data: context });
    receive({ portal: 1, data: { context: 'forged' } }, { origin: 'https://evil.example' });
    expect(channel.getData()).toEqual(context);
  });
});
