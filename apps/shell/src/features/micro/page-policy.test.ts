import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOriginReload, isRunnableByPage, reloadForOrigin } from './page-policy';

beforeEach(() => sessionStorage.clear());

describe('the page policy', () => {
  it('runs an app at a path of the portal whatever the registry was', () => {
    expect(isRunnableByPage('/sub-credit/')).toBe(true);
  });

  it('reloads once per origin, so a page that still cannot run the app does not loop', () => {
    const reload = vi.fn();
    expect(reloadForOrigin('https://apps.example/credit/', reload)).toBe(true);
    expect(reloadForOrigin('https://apps.example/other/', reload)).toBe(false);
    expect(reloadForOrigin('https://moved.example/credit/', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads again for a later move once the app ran', () => {
    const reload = vi.fn();
    reloadForOrigin('https://apps.example/credit/', reload);
    forgetOriginReload();
    expect(reloadForOrigin('https://apps.example/credit/', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
