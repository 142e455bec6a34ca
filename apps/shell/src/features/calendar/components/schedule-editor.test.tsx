import type { EditLock, Schedule, ScheduleClash } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newScheduleValues } from './schedule-form-values';
import { ScheduleEditor } from './schedule-editor';

const api = vi.hoisted(() => ({
  checkScheduleClash: vi.fn<(body: unknown) => Promise<ScheduleClash[]>>(),
  takeEditLock: vi.fn<() => Promise<EditLock>>(),
  extendEditLock: vi.fn<() => Promise<EditLock>>(),
  releaseEditLock: vi.fn<() => Promise<boolean>>(),
  updateSchedule: vi.fn<(body: unknown) => Promise<Schedule>>(),
  createSchedule: vi.fn<(body: unknown) => Promise<Schedule>>(),
}));

/** The server, by the path of each call the editor makes. */
vi.mock('@/lib/http/http-client', () => ({
  http: {
    request: ({ url, data }: { url: string; data?: unknown }) => {
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
    },
  },
}));
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

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

async function renderEditor(editing: Schedule | undefined, participantIds: number[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDone = vi.fn();
  const initialValues = {
    ...newScheduleValues({ start: new Date(2026, 2, 2, 14), end: new Date(2026, 2, 2, 15) }, 2),
    participantIds,
  };
  await renderWithI18n(
    <ConfigProvider button={{ autoInsertSpace: false }}>
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
  );
  return { onDone };
}

beforeEach(() => {
  vi.clearAllMocks();
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
    await user.type(title, '授信评审会（改期）');
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
});
