let count = 0;
let lastAt: number | undefined;
let isCounting = false;

function watchUserInput(): void {
  if (isCounting) return;
  isCounting = true;
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(
      type,
      (event) => {
        count += 1;
        lastAt = event.timeStamp;
      },
      { capture: true, passive: true },
    );
}

/**
 * How many times the user pressed a key or a pointer on the page so far (counted from the first
 * call on). An app's move that follows one is a step the user took; one that follows none is its
 * router's own doing, such as a redirect.
 */
export function userInputCount(): number {
  watchUserInput();
  return count;
}

/**
 * When the user last pressed a key or a pointer (a performance timestamp), watched from the first
 * call on: a re-show is timed from the choice that asked for it.
 */
export function lastUserInputAt(): number | undefined {
  watchUserInput();
  return lastAt;
}
