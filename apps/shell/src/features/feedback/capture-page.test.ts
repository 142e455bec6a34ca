import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturePage, screenshotExcludeAttribute } from './capture-page';

const domToJpeg = vi.hoisted(() => vi.fn<(node: Node, options?: unknown) => Promise<string>>());
vi.mock('modern-screenshot', () => ({ domToJpeg }));

type CaptureOptions = { scale: number; quality: number; filter: (node: Node) => boolean };

describe('capturePage', () => {
  afterEach(() => {
    domToJpeg.mockReset();
    document.body.replaceChildren();
  });

  it('captures the body as a JPEG at scale 1', async () => {
    domToJpeg.mockResolvedValue('data:image/jpeg;base64,AAAA');

    await expect(capturePage()).resolves.toBe('data:image/jpeg;base64,AAAA');

    expect(domToJpeg).toHaveBeenCalledWith(
      document.body,
      expect.objectContaining({ scale: 1, quality: expect.any(Number) }),
    );
  });

  it('leaves the feedback dialog, tooltips and marked elements out of the image', async () => {
    domToJpeg.mockResolvedValue('data:image/jpeg;base64,AAAA');
    await capturePage();
    const { filter } = domToJpeg.mock.calls[0]?.[1] as CaptureOptions;

    const page = document.createElement('main');
    const dialog = document.createElement('div');
    dialog.className = 'ant-modal-root feedback-modal';
    const tooltip = document.createElement('div');
    tooltip.className = 'ant-tooltip';
    const marked = document.createElement('div');
    marked.setAttribute(screenshotExcludeAttribute, '');

    expect(filter(page)).toBe(true);
    expect(filter(document.createTextNode('text'))).toBe(true);
    expect(filter(dialog)).toBe(false);
    expect(filter(tooltip)).toBe(false);
    expect(filter(marked)).toBe(false);
  });

  it('leaves out what draws nothing: hidden kept pages and the hidden iframes sub-apps run in', async () => {
    domToJpeg.mockResolvedValue('data:image/jpeg;base64,AAAA');
    await capturePage();
    const { filter } = domToJpeg.mock.calls[0]?.[1] as CaptureOptions;

    const keptPage = document.createElement('div');
    keptPage.hidden = true;
    const sandbox = document.createElement('iframe');
    sandbox.setAttribute('style', 'display: none');
    const shownFrame = document.createElement('iframe');

    expect(filter(keptPage)).toBe(false);
    expect(filter(sandbox)).toBe(false);
    expect(filter(shownFrame)).toBe(true);
  });

  it('rejects when the capture fails', async () => {
    domToJpeg.mockRejectedValue(new Error('tainted canvas'));

    await expect(capturePage()).rejects.toThrow('tainted canvas');
  });
});
