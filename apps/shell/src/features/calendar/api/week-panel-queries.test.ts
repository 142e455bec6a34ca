import type { CalendarBook } from '@portal/contract';
import { answerHttp } from '@/test/answer-http';
import { QueryClient } from '@tanstack/react-query';
import type { RequestConfig } from '@/lib/http/http-client';
import { describe, expect, it, vi } from 'vitest';
import { calendarQueries } from './calendar-queries';
import { prefetchWeekPanel, weekPanelFilter } from './week-panel-queries';

describe('weekPanelFilter', () => {
  it('takes the first 50 calendars and the week of the day, invitations included', () => {
    const calendars = Array.from({ length: 60 }, (_, index) => ({ id: index + 1 }));

    const filter = weekPanelFilter(1001, calendars, new Date('2026-11-26T08:00:00Z'));

    expect(filter).toMatchObject({ firmId: 1001, includeInvited: true, date: '2026-11-26' });
    expect(filter.calendarIds).toEqual(calendars.slice(0, 50).map(({ id }) => id));
  });
});

describe('prefetchWeekPanel', () => {
  it('asks for the week in the caller’s calendars', async () => {
    const calls = vi.fn<(config: RequestConfig) => Promise<unknown>>();
    calls.mockResolvedValue(null);
    answerHttp(calls);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(calendarQueries.mine(1001).queryKey, [
      { id: 2 },
      { id: 1 },
    ] as CalendarBook[]);

    await prefetchWeekPanel(queryClient, 1001);

    expect(calls).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        url: '/fftask/pcSchedule/listWeek',
        params: expect.objectContaining({ calendarIds: '2,1' }) as unknown,
      }),
    );
  });

  it('asks for no week without calendars', async () => {
    const calls = vi.fn<(config: RequestConfig) => Promise<unknown>>();
    calls.mockResolvedValue([]);
    answerHttp(calls);

    await prefetchWeekPanel(new QueryClient(), 1001);

    expect(calls).toHaveBeenCalledOnce();
  });
});
