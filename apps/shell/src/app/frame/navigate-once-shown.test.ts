import { isSubAppRunning } from '@/features/micro/micro-app-runtime';
import { announceSubAppShown } from '@/features/micro/sub-app-shown';
import { chooseTab } from '@/features/tabs/tab-store';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/test/runtime-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateOnceShown } from './navigate-once-shown';

vi.mock('@/features/micro/micro-app-runtime', () => ({ isSubAppRunning: vi.fn(() => false) }));

const target = '/credit/apply/list';
const from = '/wel/index';

/** Lets the frame after the current one be painted (afterNextPaint: a frame, then a task). */
async function afterPaint() {
  await vi.advanceTimersByTimeAsync(50);
}

describe('navigateOnceShown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    setRuntimeConfig({
      ...testRuntimeConfig,
      subApps: [{ name: 'sub-credit', url: '/sub-credit/', devUrl: 'http://localhost:7104/' }],
    });
    window.history.replaceState(null, '', `/main${from}`);
    chooseTab(target, from, { subRoute: 'credit' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(isSubAppRunning).mockReturnValue(false);
  });

  it("waits for a first mount to show, then navigates after the app's paint", async () => {
    const navigate = vi.fn();
    navigateOnceShown({ target, from, subRoute: 'credit', navigate });

    await afterPaint();
    expect(navigate).not.toHaveBeenCalled();
    announceSubAppShown('sub-credit');
    await afterPaint();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('navigates anyway when the app has not shown within half a second', async () => {
    const navigate = vi.fn();
    navigateOnceShown({ target, from, subRoute: 'credit', navigate });

    await vi.advanceTimersByTimeAsync(450);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('navigates after the next paint when a tab already runs the app', async () => {
    vi.mocked(isSubAppRunning).mockReturnValue(true);
    const navigate = vi.fn();
    navigateOnceShown({ target, from, subRoute: 'credit', navigate });

    await afterPaint();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('does nothing once the user chose another page, or left the page it was chosen on', async () => {
    const navigate = vi.fn();
    navigateOnceShown({ target, from, subRoute: 'credit', navigate });
    chooseTab('/info/index', from);
    announceSubAppShown('sub-credit');
    await afterPaint();

    chooseTab(target, from, { subRoute: 'credit' });
    navigateOnceShown({ target, from, subRoute: 'credit', navigate });
    window.history.replaceState(null, '', '/main/info/index');
    announceSubAppShown('sub-credit');
    await afterPaint();

    expect(navigate).not.toHaveBeenCalled();
  });
});
