import type { EditLock, Schedule, ScheduleClash } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toOffsetIso } from '../schedule-times';
import { newScheduleValues } from './schedule-form-values';
import { ScheduleEditor } from './schedule-editor';

const api = {
  checkScheduleClash: vi.fn<(body: unknown) => Promise<ScheduleClash[]>>(),
  takeEditLock: vi.fn<() => Promise<EditLock>>(),
  extendEditLock: vi.fn<() => Promise<EditLock>>(),
  releaseEditLock: vi.fn<() => Promise<boolean>>(),
  updateSchedule: vi.fn<(body: unknown) => Promise<Schedule>>(),
  createSchedule: vi.fn<(body: unknown) => Promise<Schedule>>(),
};

/** The server, by the path of each call the editor makes. */
function answerEditorCalls() {
  answerHttp(({ url = '', data }) => {
    const calls: Record<string, () => Promise<unknown>> = {
      '/fftask/pcSchedule/scheduleClash': () => api.checkScheduleClash(data),
      '/fftask/pcSchedule/addLock': () => api.takeEditLock(),
      '/fftask/pcSchedule/extendLockTime': () => api.extendEditLock(),
      '/fftask/pcSchedule/unLock': () => api.releaseEditLock(),
      '/fftask/pcSchedule/updateSchedule': () => api.updateSchedule(data),
      '/fftask/pcSchedule/creatorSchedule': () => api.createSchedule(data),
      '/fftask/pcCalendarBookGroup/loadAbleCreateScheduleCalendars': () => Promise.resolve([]),
      '/upms/app/query/user/details/calender': () =>
        Promise.resolve([
          { userId: 2, userName: '李四', deptName: '风险管理部', employeeNo: 'E2', avatar: '' },
        ]),
    };
    const call = calls[url];
    return call ? call() : Promise.reject(new Error(`Unexpected call ${url}`));
  });
}

const schedule: Schedule = {
  id: 9,
  calendarId: 2,
  title: '授信评审会',
  content: '',
  location: '12 楼',
  startTime: '2026-03-02T06:00:00.000Z',
  endTime: '2026-03-02T08:00:00.000Z',
  allDay: false,
  status: 0,
  participants: [{ userId: 2, userName: '李四' }],
  creator: { userId: 1, userName: '张三' },
  color: '#1677ff',
  version: 1,
  updatedAt: '2026-03-01T00:00:00.000Z',
  canEdit: true,
  canCancel: true,
};

const lock = (version: number): EditLock => ({
  resourceType: 'schedule',
  resourceId: 9,
  holder: { userId: 1, userName: '张三' },
  acquiredAt: '2026-03-02T01:00:00.000Z',
  expiresAt: '2026-03-02T01:02:00.000Z',
  lockSeconds: 120,
  version,
});

async function renderEditor(
  editing: Schedule | undefined,
  participantIds: number[] = [],
  language: 'zh-CN' | 'en' = 'zh-CN',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDone = vi.fn();
  const initialValues = {
    ...newScheduleValues({ start: new Date(2026, 2, 2, 14), end: new Date(2026, 2, 2, 15) }, 2),
    participantIds,
  };
  await renderWithI18n(
    <ConfigProvider locale={language === 'en' ? enUS : zhCN} button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>
        <ScheduleEditor
          firmId={1001}
          userId={1}
          schedule={editing}
          initialValues={initialValues}
          onDone={onDone}
          onCancel={vi.fn()}
        />
      </QueryClientProvider>
    </ConfigProvider>,
    { language },
  );
  return { onDone };
}

beforeEach(() => {
  vi.clearAllMocks();
  answerEditorCalls();
  vi.spyOn(notices, 'notify').mockResolvedValue();
  api.checkScheduleClash.mockResolvedValue([]);
  api.takeEditLock.mockResolvedValue(lock(1));
  api.extendEditLock.mockResolvedValue(lock(1));
  api.releaseEditLock.mockResolvedValue(true);
});

describe('ScheduleEditor', () => {
  it('names the busy participants before saving, and saving becomes "save anyway"', async () => {
    api.checkScheduleClash.mockResolvedValue([
      {
        userId: 2,
        userName: '李四',
        busy: [{ startTime: '2026-03-02T06:30:00.000Z', endTime: '2026-03-02T07:00:00.000Z' }],
      },
      { userId: 1, userName: '张三', busy: [] },
    ]);
    await renderEditor(undefined, [2]);

    expect(await screen.findByText('时间冲突：李四 在该时段已有安排')).toBeVisible();
    expect(api.checkScheduleClash).toHaveBeenCalledWith(
      expect.objectContaining({ participantIds: [1, 2] }),
    );
    expect(screen.getByRole('button', { name: '仍然保存' })).toBeVisible();
    expect(api.createSchedule).not.toHaveBeenCalled();
  });

  it('lets nobody edit while someone else holds the lock, and names them', async () => {
    api.takeEditLock.mockRejectedValue(
      new HttpError('李四 正在编辑，锁定至 10:32:05，请稍后再试', 1, 409),
    );
    await renderEditor(schedule);

    expect(await screen.findByText('李四 正在编辑，锁定至 10:32:05，请稍后再试')).toBeVisible();
    expect(screen.getByLabelText('标题')).toBeDisabled();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  });

  it('keeps the draft when a save lost the race, and saves it over the newer version on retry', async () => {
    const user = userEvent.setup();
    api.updateSchedule.mockRejectedValueOnce(
      new HttpError('该记录已被 李四 修改（当前版本 2），请刷新后重试；本次修改未保存', 1, 409),
    );
    api.updateSchedule.mockResolvedValueOnce({ ...schedule, version: 3 });
    const { onDone } = await renderEditor(schedule);
    const title = screen.getByLabelText('标题');
    await waitFor(() => expect(title).toBeEnabled());

    await user.clear(title);
    await user.paste('授信评审会（改期）');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText(/当前版本 2/)).toBeVisible();
    expect(screen.getByText('您的修改仍保留在表单中。')).toBeVisible();
    expect(title).toHaveValue('授信评审会（改期）');
    expect(api.updateSchedule).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 9, version: 1, title: '授信评审会（改期）' }),
    );

    api.takeEditLock.mockResolvedValue(lock(2));
    await user.click(screen.getByRole('button', { name: '重新获取并保留我的修改' }));
    await waitFor(() => expect(screen.queryByText(/当前版本 2/)).not.toBeInTheDocument());
    expect(api.releaseEditLock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.updateSchedule).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 9, version: 2, title: '授信评审会（改期）' }),
    );
  });

  it('takes the times typed into its pickers, checks the clash for them and saves them', async () => {
    const user = userEvent.setup();
    api.createSchedule.mockResolvedValue(schedule);
    const { onDone } = await renderEditor(undefined, [2]);
    await user.click(screen.getByLabelText('标题'));
    await user.paste('改期的评审');

    // The end first: a start after the old end is no range to check.
    for (const [label, time] of [
      ['结束', '2026-03-02 16:30'],
      ['开始', '2026-03-02 15:35'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.paste(time);
      await user.keyboard('{Enter}');
    }

    const times = {
      startTime: toOffsetIso('2026-03-02T15:35'),
      endTime: toOffsetIso('2026-03-02T16:30'),
    };
    await waitFor(() =>
      expect(api.checkScheduleClash).toHaveBeenLastCalledWith(expect.objectContaining(times)),
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.createSchedule).toHaveBeenCalledWith(
      expect.objectContaining({ title: '改期的评审', allDay: false, ...times }),
    );
  });

  it('picks only the day of a whole-day schedule, and runs it to the midnight after', async () => {
    const user = userEvent.setup();
    await renderEditor(undefined);

    await user.click(screen.getByRole('switch', { name: '全天' }));

    expect(screen.getByLabelText('开始')).toHaveValue('2026-03-02');
    expect(screen.getByLabelText('结束')).toHaveValue('2026-03-02');
    await waitFor(() =>
      expect(api.checkScheduleClash).toHaveBeenLastCalledWith(
        expect.objectContaining({
          startTime: toOffsetIso('2026-03-02'),
          endTime: toOffsetIso('2026-03-03'),
        }),
      ),
    );
    // The calendar without the time: today at once, no OK to confirm a time.
    await user.click(screen.getByLabelText('开始'));
    expect(await screen.findByText('今天')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
  });

  it.each([
    ['zh-CN', '开始', '确定', '此刻'],
    ['en', 'Starts', 'OK', 'Now'],
  ] as const)('speaks %s in its time picker', async (language, label, ok, now) => {
    const user = userEvent.setup();
    await renderEditor(undefined, [], language);

    await user.click(screen.getByLabelText(label));

    // In the DOM only: jsdom never ends the popup's opening motion.
    expect(await screen.findByRole('button', { name: ok })).toBeInTheDocument();
    expect(screen.getByText(now)).toBeInTheDocument();
  });
});
