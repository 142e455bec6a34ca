import { appPath } from '@/lib/app-path';
import { paths } from '@/lib/paths';

/**
 * What shows a person at work: a key, a pointer press or the wheel. A pointer merely passing over
 * the page does not count. Sub-apps render in the shell's document, so their input counts too; an
 * embedded site's own frame does not reach it.
 */
const inputEvents = ['keydown', 'pointerdown', 'wheel'] as const;

/** Keys pressed on the lock screen are someone trying to unlock, not work. */
const isLockScreen = () => appPath(window.location.pathname) === paths.lock;

export type PersonInput = {
  /** Whether there was input since the last call; starts over. */
  take: () => boolean;
  /** Counts the input taken as not yet reported (its report failed). */
  giveBack: () => void;
  stop: () => void;
};

/**
 * Notes whether a person used this window since it was last asked: the idle check reports it, and
 * the server keeps the session alive for it (decision 0020).
 */
export function watchPersonInput(): PersonInput {
  let hasInput = false;
  const note = () => {
    if (!isLockScreen()) hasInput = true;
  };
  const options = { capture: true, passive: true };
  for (const type of inputEvents) window.addEventListener(type, note, options);
  return {
    take: () => {
      const had = hasInput;
      hasInput = false;
      return had;
    },
    giveBack: () => {
      hasInput = true;
    },
    stop: () => {
      for (const type of inputEvents) window.removeEventListener(type, note, options);
    },
  };
}
