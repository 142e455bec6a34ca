let count = 0;
let isCounting = false;

/**
 * How many times the user pressed a key or a pointer on the page so far (counted from the first
 * call on). An app's move that follows one is a step the user took; one that follows none is its
 * router's own doing, such as a redirect.
 */
export function userInputCount(): number {
  if (!isCounting) {
    isCounting = true;
    for (const type of ['pointerdown', 'keydown'])
      window.addEventListener(type, () => (count += 1), { capture: true, passive: true });
  }
  return count;
}
