import { answerHttp } from '@/test/answer-http';
import type { RequestConfig } from '@/lib/http/http-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasButtonPermission } from '@/features/access/button-permissions';
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

  describe('on a fast network', () => {
    const fast = () => 2;
    /** The first paint's calls (menu, to-dos, counts), with their answers. */
    const firstPaint: Record<string, unknown> = {
      '/upms/menu/getTreeByRoleId': emptyMenu,
      '/coreSystem/todoAll': { records: [], total: 0, pageNum: 1, pageSize: 5, todoId: null },
      '/coreSystem/getToDoCount': { pending: 0, done: 0, recalled: 0, total: 0 },
    };
    /** Steps on a fast network, whose first paint's calls are answered once `answer` is called. */
    function answeringFirstPaint() {
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      calls.mockImplementation(({ url }) =>
        url in firstPaint ? answered.then(() => firstPaint[url]) : new Promise(() => {}),
      );
      const steps = firstScreenSteps('/wel/index', { roundTripMs: fast });
      steps.onFirmKnown?.(query);
      steps.onFirmChosen?.(query);
      return { steps, answer };
    }

    it('asks only for what the first paint shows: the panels after it ask for theirs', async () => {
      const { answer } = answeringFirstPaint();

      answer();
      await vi.waitFor(() =>
        expect(
          queryClient
            .getQueryCache()
            .getAll()
            .map((each) => each.state.status),
        ).toEqual(['success', 'success', 'success']),
      );

      expect(asked()).toEqual(Object.keys(firstPaint));
    });

    /** Steps whose menu answers with a button code once `answer` is called. */
    function answeringMenuWithCode() {
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      calls.mockImplementation(({ url }) =>
        url === '/upms/menu/getTreeByRoleId'
          ? answered.then(() => ({ ...emptyMenu, btns: ['kpi_view'] }))
          : new Promise(() => {}),
      );
      const steps = firstScreenSteps('/wel/index', { roundTripMs: fast });
      steps.onFirmKnown?.(query);
      return { steps, answer };
    }

    it('sets the button codes once the menu is in, for the frame’s first render', async () => {
      const { answer } = answeringMenuWithCode();

      answer();

      await vi.waitFor(() => expect(hasButtonPermission('kpi_view')).toBe(true));
    });
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

    /** Steps on a network of `roundTripMs`, whose lists answer with `lists`. */
    function stepsAsking(lists: Promise<unknown>, roundTripMs: number | undefined) {
      calls.mockReset().mockReturnValue(lists);
      const steps = firstScreenSteps('/wel/index', { roundTripMs: () => roundTripMs });
      steps.onFirmKnown?.(query);
      steps.onFirmChosen?.(query);
      return steps;
    }

    it('waits on a fast network for the data asked for, until it has arrived', async () => {
      let answer: (value: unknown) => void = () => {};
      const steps = stepsAsking(new Promise((resolve) => (answer = resolve)), 2);

      const arrived = settled(steps.dataArrived());
      await pause(20);
      expect(arrived.isSettled).toBe(false);
      answer(emptyMenu);
      await vi.waitFor(() => expect(arrived.isSettled).toBe(true));
    });

    it('waits at most 100 ms from asking for it', async () => {
      const steps = stepsAsking(new Promise(() => {}), 2);

      const arrived = settled(steps.dataArrived());
      await pause(60);
      expect(arrived.isSettled).toBe(false);
      await vi.waitFor(() => expect(arrived.isSettled).toBe(true), { timeout: 1_000 });
    });

    it('waits for nothing on a slow network, or one not measured yet', async () => {
      for (const roundTripMs of [60, undefined]) {
        const arrived = settled(stepsAsking(new Promise(() => {}), roundTripMs).dataArrived());
        await pause(0);
        expect(arrived.isSettled).toBe(true);
      }
    });
  });
});
