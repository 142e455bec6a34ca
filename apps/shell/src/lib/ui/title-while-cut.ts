/**
 * Whether `box` (overflow hidden, text-overflow: ellipsis) cuts its text short. Measured to the
 * fraction of a pixel: scrollWidth and clientWidth are whole pixels, so a label a fraction of a
 * pixel too wide, which the browser does end with an ellipsis, would pass for whole.
 */
export function isTextCut(box: HTMLElement): boolean {
  const text = document.createRange();
  text.selectNodeContents(box);
  const style = getComputedStyle(box);
  const room =
    box.getBoundingClientRect().width -
    parseFloat(style.paddingLeft || '0') -
    parseFloat(style.paddingRight || '0') -
    parseFloat(style.borderLeftWidth || '0') -
    parseFloat(style.borderRightWidth || '0');
  // Layout works in 64ths of a pixel: a difference below that is rounding, not a cut.
  return text.getBoundingClientRect().width - room > 1 / 64;
}

/**
 * Gives `target` the whole of the text `box` shows as its title while `box` cuts it short, and no
 * title otherwise. Called when the pointer or the focus reaches `target`, so that nothing is
 * measured before someone looks.
 */
export function titleWhileCut(target: HTMLElement, box: HTMLElement): void {
  const text = box.textContent;
  if (text && isTextCut(box)) target.title = text;
  else target.removeAttribute('title');
}
