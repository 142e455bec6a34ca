import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as drawing from './svg-to-jpeg';
import {
  capturePage,
  dropInheritedStyles,
  screenshotExcludeAttribute,
  sliceCopying,
} from './capture-page';

type CaptureOptions = {
  scale: number;
  quality: number;
  filter: (node: Node) => boolean;
  includeStyleProperties: string[];
  onCloneEachNode: () => Promise<void>;
};
type Context = CaptureOptions & { node: Node; sandbox?: HTMLIFrameElement };

const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
/** The copy of the page, as modern-screenshot makes it from the context. */
const domToForeignObjectSvg = vi.hoisted(() => vi.fn<(context: Context) => Promise<SVGElement>>());
const createContext = vi.hoisted(() =>
  vi.fn((node: Node, options: CaptureOptions) =>
    Promise.resolve({ node, width: 1440, height: 900, ...options } as Context),
  ),
);
vi.mock('modern-screenshot', () => ({ domToForeignObjectSvg, createContext }));

/** The options of the last capture. */
const optionsOfCapture = () => createContext.mock.calls.at(-1)?.[1] as CaptureOptions;

describe('capturePage', () => {
  let svgToJpeg: MockInstance<typeof drawing.svgToJpeg>;
  beforeEach(() => {
    domToForeignObjectSvg.mockResolvedValue(svg);
    svgToJpeg = vi.spyOn(drawing, 'svgToJpeg').mockResolvedValue('data:image/jpeg;base64,AAAA');
  });
  afterEach(() => {
    domToForeignObjectSvg.mockReset();
    createContext.mockClear();
    document.body.replaceChildren();
  });

  it('captures the body as a JPEG of its size', async () => {
    await expect(capturePage()).resolves.toBe('data:image/jpeg;base64,AAAA');

    expect(createContext).toHaveBeenCalledWith(document.body, expect.anything());
    expect(svgToJpeg).toHaveBeenCalledWith(
      svg,
      expect.objectContaining({ width: 1440, height: 900, quality: expect.any(Number) }),
    );
  });

  it('copies the styles that place, size and paint a box and its text, not all four hundred', async () => {
    await capturePage();
    const { includeStyleProperties } = optionsOfCapture();

    expect(includeStyleProperties).toEqual(
      expect.arrayContaining(['display', 'width', 'color', 'background-color', 'font-size']),
    );
    expect(includeStyleProperties.length).toBeLessThan(200);
  });

  it('reads default styles from a document already loaded, and removes it afterwards', async () => {
    let sandbox: HTMLIFrameElement | undefined;
    let bodyOfSandbox: string | undefined;
    domToForeignObjectSvg.mockImplementation((context) => {
      sandbox = context.sandbox;
      bodyOfSandbox = sandbox?.contentDocument?.body?.nodeName;
      return Promise.resolve(svg);
    });

    await capturePage();

    // Loaded: a document the copying may read from after handing the main thread back.
    expect(bodyOfSandbox).toBe('BODY');
    expect(sandbox?.hasAttribute(screenshotExcludeAttribute)).toBe(true);
    expect(sandbox?.isConnected).toBe(false);
  });

  it('leaves the feedback dialog, tooltips and marked elements out of the image', async () => {
    await capturePage();
    const { filter } = optionsOfCapture();

    const page = document.createElement('main');
    const dialog = document.createElement('div');
    dialog.className = 'ant-modal-root feedback-modal';
    const tooltip = document.createElement('div');
    tooltip.className = 'ant-tooltip';
    const placeholder = document.createElement('div');
    placeholder.className = 'dialog-placeholder';
    const marked = document.createElement('div');
    marked.setAttribute(screenshotExcludeAttribute, '');

    expect(filter(page)).toBe(true);
    expect(filter(document.createTextNode('text'))).toBe(true);
    expect(filter(dialog)).toBe(false);
    expect(filter(tooltip)).toBe(false);
    expect(filter(placeholder)).toBe(false);
    expect(filter(marked)).toBe(false);
  });

  it('leaves out what draws nothing: hidden kept pages and the hidden iframes sub-apps run in', async () => {
    await capturePage();
    const { filter } = optionsOfCapture();

    const keptPage = document.createElement('div');
    keptPage.hidden = true;
    const sandbox = document.createElement('iframe');
    sandbox.setAttribute('style', 'display: none');
    const shownFrame = document.createElement('iframe');

    expect(filter(keptPage)).toBe(false);
    expect(filter(sandbox)).toBe(false);
    expect(filter(shownFrame)).toBe(true);
  });

  it('rejects when the capture fails, leaving nothing behind', async () => {
    svgToJpeg.mockRejectedValue(new Error('tainted canvas'));

    await expect(capturePage()).rejects.toThrow('tainted canvas');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('dropInheritedStyles', () => {
  it('drops from a plain node of the copy what it inherits, keeping what differs and what the browser would set', () => {
    const copy = document.createElement('div');
    copy.style.cssText = 'color: red; font-size: 14px; display: block';
    const plain = document.createElement('span');
    plain.style.cssText = 'color: red; font-size: 12px; display: inline';
    const heading = document.createElement('h3');
    heading.style.cssText = 'color: red; font-size: 14px';
    const inner = document.createElement('span');
    inner.style.cssText = 'color: red; font-size: 12px';
    plain.append(inner);
    copy.append(plain, heading);

    dropInheritedStyles(copy);

    expect(plain.style.cssText).toBe('font-size: 12px; display: inline;');
    // Compared with its parent's whole style, before that lost anything.
    expect(inner.style.cssText).toBe('');
    // A heading's size is the browser's own otherwise.
    expect(heading.style.cssText).toBe('color: red; font-size: 14px;');
  });
});

describe('sliceCopying', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the main thread back once the copying has run for a few milliseconds, not after every node', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const afterNode = sliceCopying();
    let isResumed = false;

    await afterNode();
    vi.advanceTimersByTime(5);
    await afterNode();
    vi.advanceTimersByTime(5);
    const handedBack = afterNode().then(() => (isResumed = true));
    await Promise.resolve();
    expect(isResumed).toBe(false);

    // Resumed by a task of its own, behind what the browser had waiting.
    await handedBack;
    expect(isResumed).toBe(true);
  });
});
