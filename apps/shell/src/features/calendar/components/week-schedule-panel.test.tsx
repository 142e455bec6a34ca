import type { Schedule } from '@portal/contract';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WeekSchedulePanel } from './week-schedule-panel';

const server = {
  week: vi.fn<(params: Record<string, unknown>) => Promise<unknown>>(),
};

const schedule = (
  id: number,
  title: string,
  start: Date,
  status: Schedule['status'],
): Schedule => ({
  id,
  calendarId: 2,
  title,
  content: '',
  location: '总部',
  startTime: start.toISOString(),
  endTime: new Date(start.getTime() + 3_600_000).toISOString(),
  allDay: false,
  status,
  participants: [],
  creator: { userId: 1, userName: '张三' },
  color: '#1677ff',
  version: 1,
  updatedAt: start.toISOString(),
  canEdit: true,
  canCancel: true,
});

async function renderPanel(language: 'zh-CN' | 'en' = 'zh-CN') {
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <WeekSchedulePanel firmId={1001} userId={1} onOpenCalendar={vi.fn()} />
    </QueryClientProvider>,
    { language },
  );
}

beforeEach(() => {
  server.week.mockReset();
  answerHttp(({ url, params }) =>
    url === '/fftask/pcSchedule/listWeek'
      ? server.week(params ?? {})
      : Promise.resolve([
          {
            id: 2,
            firmId: 1001,
            name: '张三的日历',
            kind: 'personal',
            groupId: null,
            owner: { userId: 1, userName: '张三' },
            color: '#1677ff',
            isDefault: true,
            canWrite: true,
          },
        ]),
  );
});

describe('WeekSchedulePanel', () => {
  it("lists this week's schedules of the user's calendars, by day, with their status", async () => {
    server.week.mockResolvedValue({
      weekStart: '2026-03-02',
      weekEnd: '2026-03-08',
      schedules: [
        schedule(2, '授信评审会', new Date(2026, 2, 4, 14), 400),
        schedule(1, '客户尽调', new Date(2026, 2, 3, 9), 0),
      ],
    });
    await renderPanel('en');

    const items = await screen.findAllByRole('button', { name: /客户尽调|授信评审会/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('[pending]客户尽调'),
      expect.stringContaining('[cancelled]授信评审会'),
    ]);
    expect(screen.getByText('Tuesday, March 3')).toBeVisible();
    expect(server.week).toHaveBeenCalledWith(
      expect.objectContaining({ calendarIds: '2', includeInvited: '1' }),
    );
  });

  it('says when nothing is scheduled this week', async () => {
    server.week.mockResolvedValue({ weekStart: '', weekEnd: '', schedules: [] });
    await renderPanel();
    expect(await screen.findByText('本周暂无日程')).toBeVisible();
  });
});
