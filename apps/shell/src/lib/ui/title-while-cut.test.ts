import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { titleWhileCut } from './title-while-cut';

/** A label of `textWidth` pixels in a box of `boxWidth`, as the browser would lay them out. */
function label(textWidth: number, boxWidth: number, style = '') {
  const box = document.createElement('span');
  box.textContent = '附加业务报表第 3 号：华北区应收账款明细';
  box.setAttribute('style', style);
  document.body.append(box);
  vi.spyOn(box, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, boxWidth, 40));
  textWidths.set(box, textWidth);
  return box;
}

const textWidths = new Map<Node, number>();

describe('titleWhileCut', () => {
  // jsdom lays nothing out: a range measures the text its label was given.
  beforeEach(() => {
    vi.spyOn(Range.prototype, 'getBoundingClientRect').mockImplementation(function (this: Range) {
      return new DOMRect(0, 0, textWidths.get(this.startContainer) ?? 0, 20);
    });
  });
  afterEach(() => textWidths.clear());

  it('titles a label cut by a fraction of a pixel, which whole pixels would call whole', () => {
    const box = label(115.34, 115);

    titleWhileCut(box, box);

    expect(box.title).toBe('附加业务报表第 3 号：华北区应收账款明细');
  });

  it('gives a label that fits no title, and takes back one given while it was cut', () => {
    const box = label(115, 115);
    box.title = 'stale';

    titleWhileCut(box, box);

    expect(box.hasAttribute('title')).toBe(false);
  });

  it("counts the box's padding out of the text's room", () => {
    const box = label(110, 115, 'padding-right: 6px');
    const row = document.createElement('div');

    titleWhileCut(row, box);

    expect(row.title).toBe('附加业务报表第 3 号：华北区应收账款明细');
  });
});
