import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

type Props = { name: string };

function Dialog({ name }: Props) {
  return <p>dialog of {name}</p>;
}

function Placeholder({ name }: Props) {
  return <p>placeholder of {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

/** Lets the loads and the frames after them run: one animation frame and the turn after it. */
async function afterTheNextFrame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

describe('preloadable', () => {
  afterEach(() => vi.useRealTimers());

  it('shows its placeholder at once, then the component once its code is there, without the 300 ms a Suspense fallback holds', async () => {
    let arrive: (component: typeof Dialog) => void = () => undefined;
    const loaded = new Promise<typeof Dialog>((resolve) => (arrive = resolve));
    const { Component: Lazy } = preloadable(() => loaded, Placeholder);

    render(<Lazy name="search" />);
    expect(screen.getByText('placeholder of search')).toBeInTheDocument();

    const startedAt = performance.now();
    await act(async () => arrive(Dialog));
    await afterTheNextFrame();

    expect(await screen.findByText('dialog of search')).toBeInTheDocument();
    expect(performance.now() - startedAt).toBeLessThan(250);
    expect(screen.queryByText('placeholder of search')).not.toBeInTheDocument();
  });

  it('shows the placeholder for the first frame even when preloaded, and the component itself from then on', async () => {
    const { Component: Lazy, preload } = preloadable(() => Promise.resolve(Dialog), Placeholder);
    await preload();

    const first = render(<Lazy name="logs" />);
    // The component's first render waits for the frame that shows the placeholder.
    expect(screen.getByText('placeholder of logs')).toBeInTheDocument();
    await afterTheNextFrame();
    expect(await screen.findByText('dialog of logs')).toBeInTheDocument();
    first.unmount();

    render(<Lazy name="logs" />);
    expect(screen.getByText('dialog of logs')).toBeInTheDocument();
  });

  it('renders in the very render that wants it once preloaded, when it has no placeholder', async () => {
    const { Component: Lazy, preload } = preloadable(() => Promise.resolve(Dialog));
    await preload();

    render(<Lazy name="lock" />);

    expect(screen.getByText('dialog of lock')).toBeInTheDocument();
  });

  it('loads its code once, however many ask for it', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const { Component: Lazy, preload } = preloadable(load, Placeholder);

    render(
      <>
        <Lazy name="one" />
        <Lazy name="two" />
      </>,
    );
    await preload();
    await afterTheNextFrame();

    expect(await screen.findByText('dialog of two')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('throws a failed load to the nearest error boundary, and loads again when next wanted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue(Dialog);
    const { Component: Lazy, preload } = preloadable(load, Placeholder);

    // A failed preload is left to the render, which tries again.
    await expect(preload()).resolves.toBeUndefined();
    load.mockRejectedValueOnce(new Error('chunk gone'));
    render(
      <Boundary>
        <Lazy name="feedback" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();

    render(<Lazy name="feedback" />);
    await afterTheNextFrame();
    expect(await screen.findByText('dialog of feedback')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
