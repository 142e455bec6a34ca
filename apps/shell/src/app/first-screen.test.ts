import { answerHttp } from '@/test/answer-http';
import type { RequestConfig } from '@/lib/http/http-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenSteps } from './first-screen';
import { queryClient } from './query-client';

const calls = vi.fn<(config: RequestConfig) => Promise<unknown>>();
const asked = () => calls.mock.calls.map(([config]) => config.url);
const query = { firmId: 1001, userId: 7 };

beforeEach(() => {
  answerHttp(calls);
  calls.mockReset();
  calls.mockReturnValue(new Promise(() => {}));
});
afterEach(() => queryClient.clear());

describe('firstScreenSteps', () => {
  it('forgets any earlier data and asks for the menu once the firm is known', () => {
    queryClient.setQueryData(['firm', 1001, 'todos', 'count'], { pending: 9 });

    firstScreenSteps('/wel/index').onFirmKnown?.(query);

    expect(queryClient.getQueryData(['firm', 1001, 'todos', 'count'])).toBeUndefined();
    expect(asked()).toEqual(['/upms/menu/getTreeByRoleId']);
  });

  it('asks for the home page’s data once the firm is recorded, the to-dos first', () => {
    firstScreenSteps('/wel/index').onFirmChosen?.(query);

    expect(asked()[0]).toBe('/coreSystem/todoAll');
    expect(asked()).toContain('/fftask/pcCalendarBookGroup/loadMyCalendars');
  });

  it('asks for none of it when signing in goes to another page', () => {
    firstScreenSteps('/newcrm/customer').onFirmChosen?.(query);

    expect(calls).not.toHaveBeenCalled();
  });

  it('leaves nothing in the cache when signing in fails', () => {
    const steps = firstScreenSteps('/wel/index');
    steps.onFirmKnown?.(query);
    steps.onFirmChosen?.(query);

    steps.onFailed?.();

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
