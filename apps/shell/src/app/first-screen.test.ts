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

const emptyMenu = { menu: [], btns: [], functionMenu: [] };

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

  describe('dataArrived', () => {
    const settled = (promise: Promise<void>) => {
      const state = { isSettled: false };
      void promise.then(() => (state.isSettled = true));
      return state;
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** Steps whose menu has answered and whose lists wait for `lists`. */
    async function stepsWithMenuIn(lists: Promise<unknown>) {
      calls
        .mockReset()
        .mockImplementation(({ url }) =>
          url === '/upms/menu/getTreeByRoleId' ? Promise.resolve(emptyMenu) : lists,
        );
      const steps = firstScreenSteps('/wel/index');
      steps.onFirmKnown?.(query);
      steps.onFirmChosen?.(query);
      await vi.waitFor(() =>
        expect(queryClient.getQueryState(['firm', 1001, 'menu', 'tree', 7])?.status).toBe(
          'success',
        ),
      );
      return steps;
    }

    it('waits for the data asked for once the menu has answered, 30 ms at most', async () => {
      const steps = await stepsWithMenuIn(new Promise(() => {}));

      const arrived = settled(steps.dataArrived());
      await pause(20);
      expect(arrived.isSettled).toBe(false);
      await vi.waitFor(() => expect(arrived.isSettled).toBe(true));
    });

    it('waits for nothing on a slow network, where the menu has not answered yet', async () => {
      const steps = firstScreenSteps('/wel/index');
      steps.onFirmKnown?.(query);
      steps.onFirmChosen?.(query);

      const arrived = settled(steps.dataArrived());
      await pause(0);
      expect(arrived.isSettled).toBe(true);
    });
  });
});
