import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceSubAppShown, whenSubAppShown } from './sub-app-shown';

describe('whenSubAppShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task once its app is announced, and only once', () => {
    const task = vi.fn();
    whenSubAppShown('sub-credit', task, 500);

    announceSubAppShown('sub-newcrm');
    expect(task).not.toHaveBeenCalled();
    announceSubAppShown('sub-credit');
    announceSubAppShown('sub-credit');
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after the time-out when the app is not announced', () => {
    const task = vi.fn();
    whenSubAppShown('sub-credit', task, 500);

    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    announceSubAppShown('sub-credit');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    const cancel = whenSubAppShown('sub-credit', task, 500);

    cancel();
    announceSubAppShown('sub-credit');
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
