import * as microAppRuntime from '@/features/micro/micro-app-runtime';
import { isSubAppRunning } from '@/features/micro/micro-app-runtime';
import { announceSubAppShown } from '@/features/micro/sub-app-shown';
import { choosePage } from './pending-choice';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/test/runtime-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateOnceShown } from './navigate-once-shown';

const target = '/credit/apply/list';
const from = '/wel/index';
/** The page the router shows. */
let page = from;
const currentPage = () => page;

/** Lets the frame after the current one be painted (afterNextPaint: a frame, then a task). */
async function afterPaint() {
  await vi.advanceTimersByTimeAsync(50);
}

describe('navigateOnceShown', () => {
  beforeEach(() => {
    vi.spyOn(microAppRuntime, 'isSubAppRunning').mockReturnValue(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    setRuntimeConfig({
      ...testRuntimeConfig,
      subApps: [
        {
          route: 'credit',
          name: 'sub-credit',
          url: '/sub-credit/',
          devUrl: 'http://localhost:7104/',
        },
      ],
    });
    page = from;
    choosePage(target, from, { subRoute: 'credit' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(isSubAppRunning).mockReturnValue(false);
  });

  it("waits for a first mount to show, then navigates after the app's paint", async () => {
    const navigate = vi.fn();
    navigateOnceShown({ target, from, subRoute: 'credit', currentPage, navigate });

    await afterPaint();
    expect(navigate).not.toHaveBeenCalled();
    announceSubAppShown('sub-credit');
    await afterPaint();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('navigates anyway when the app has not shown within half a second', async () => {
    const navigate = vi.fn();
    navigateOnceShown({ target, from, subRoute: 'credit', currentPage, navigate });

    await vi.advanceTimersByTimeAsync(450);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('navigates after the next paint when a tab already runs the app', async () => {
    vi.mocked(isSubAppRunning).mockReturnValue(true);
    const navigate = vi.fn();
    navigateOnceShown({ target, from, subRoute: 'credit', currentPage, navigate });

    await afterPaint();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('does nothing once the user chose another page, or left the page it was chosen on', async () => {
    const navigate = vi.fn();
    navigateOnceShown({ target, from, subRoute: 'credit', currentPage, navigate });
    choosePage('/info/index', from);
    announceSubAppShown('sub-credit');
    await afterPaint();

    choosePage(target, from, { subRoute: 'credit' });
    navigateOnceShown({ target, from, subRoute: 'credit', currentPage, navigate });
    page = '/info/index';
    announceSubAppShown('sub-credit');
    await afterPaint();

    expect(navigate).not.toHaveBeenCalled();
  });
});
