import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasRenderedContent, watchAppCrash } from './app-crash';

/** An app's element as micro-app fills it, and its sandbox window (another realm). */
function mountedApp(body: string) {
  const element = document.createElement('micro-app');
  element.innerHTML = `<micro-app-head><style>p{}</style></micro-app-head><micro-app-body>${body}</micro-app-body>`;
  const iframe = document.createElement('iframe');
  document.body.append(element, iframe);
  const sandbox = iframe.contentWindow as Window & typeof globalThis;
  const root = () => element.querySelector('#root') as HTMLElement;
  const throwUncaught = (message = 'render failed') =>
    sandbox.dispatchEvent(
      new sandbox.ErrorEvent('error', {
        message: `Uncaught Error: ${message}`,
        error: new sandbox.Error(message),
      }),
    );
  return { element, sandbox, root, throwUncaught };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('hasRenderedContent', () => {
  const body = (html: string) => {
    const element = document.createElement('micro-app-body');
    element.innerHTML = html;
    return element;
  };

  it('counts what an app shows, not the empty mount point it leaves behind', () => {
    expect(hasRenderedContent(body('<div id="root"><main>app</main></div>'))).toBe(true);
    expect(hasRenderedContent(body('<div id="root">text</div>'))).toBe(true);
    expect(hasRenderedContent(body('<canvas></canvas>'))).toBe(true);
    expect(hasRenderedContent(body(''))).toBe(false);
    expect(hasRenderedContent(body('<!-- a comment --><div id="root"> </div>'))).toBe(false);
    expect(hasRenderedContent(body('<div id="root"></div><style>p{}</style>'))).toBe(false);
  });
});

describe('watchAppCrash', () => {
  it('reports a crash when an uncaught error left the app showing nothing', () => {
    const { element, sandbox, root, throwUncaught } = mountedApp('<div id="root"><p>app</p></div>');
    const onCrash = vi.fn();
    watchAppCrash(sandbox, element, onCrash);

    root().replaceChildren();
    throwUncaught();

    expect(onCrash).toHaveBeenCalledExactlyOnceWith('render failed');
  });

  it('reports a crash when the content goes a moment after the error', async () => {
    const { element, sandbox, root, throwUncaught } = mountedApp('<div id="root"><p>app</p></div>');
    const onCrash = vi.fn();
    watchAppCrash(sandbox, element, onCrash);

    throwUncaught();
    expect(onCrash).not.toHaveBeenCalled();
    root().replaceChildren();

    await vi.waitFor(() => expect(onCrash).toHaveBeenCalledExactlyOnceWith('render failed'));
  });

  it('leaves alone an app that survives its error, or that empties itself long after it', async () => {
    vi.useFakeTimers();
    const { element, sandbox, root, throwUncaught } = mountedApp('<div id="root"><p>app</p></div>');
    const onCrash = vi.fn();
    watchAppCrash(sandbox, element, onCrash);

    throwUncaught();
    await vi.advanceTimersByTimeAsync(1000);
    root().replaceChildren();
    await vi.advanceTimersByTimeAsync(0);

    expect(onCrash).not.toHaveBeenCalled();
  });

  it('ignores an error event that carries nothing thrown, and stops when undone', () => {
    const { element, sandbox, root, throwUncaught } = mountedApp('<div id="root"></div>');
    const onCrash = vi.fn();
    const stop = watchAppCrash(sandbox, element, onCrash);

    sandbox.dispatchEvent(new sandbox.Event('error'));
    expect(onCrash).not.toHaveBeenCalled();

    stop();
    root().replaceChildren();
    throwUncaught();
    expect(onCrash).not.toHaveBeenCalled();
  });
});
