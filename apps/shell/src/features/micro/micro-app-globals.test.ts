import { describe, expect, it } from 'vitest';
import { exposeBaseRoute } from './micro-app-globals';

describe('exposeBaseRoute', () => {
  it("sets both of micro-app's base-route globals to the app's base on the shell", () => {
    const sandbox = { __MICRO_APP_BASE_ROUTE__: '' } as unknown as Window;
    exposeBaseRoute(sandbox, '/main/newcrm');
    expect(sandbox).toMatchObject({
      __MICRO_APP_BASE_ROUTE__: '/main/newcrm',
      __MICRO_APP_BASE_URL__: '/main/newcrm',
    });
  });
});
