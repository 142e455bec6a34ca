import type { BookGroup, EditLock } from '@portal/contract';
import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookGroupEditor, membersOf } from './book-group-editor';

const server = {
  check: vi.fn<(params: { name: string; id?: number }) => Promise<unknown>>(),
  create: vi.fn<(data: unknown) => Promise<unknown>>(),
  modify: vi.fn<(data: unknown) => Promise<unknown>>(),
  addLock: vi.fn<() => Promise<EditLock>>(),
  unLock: vi.fn<() => Promise<boolean>>(),
};

const group: BookGroup = {
  id: 1,
  firmId: 1001,
  name: '保理一部项目组',
  description: '',
  color: '#722ed1',
  owner: { userId: 1, userName: '张三' },
  members: [{ userId: 2, userName: '李四', role: 'editor' }],
  calendarId: 4,
  version: 3,
  canEdit: true,
};

async function renderEditor(edited: BookGroup | undefined) {
  const onDone = vi.fn();
  await renderWithI18n(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={new QueryClient()}>
        <BookGroupEditor firmId={1001} userId={1} group={edited} onDone={onDone} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { onDone };
}

beforeEach(() => {
  vi.clearAllMocks();
  answerHttp(({ url = '', params, data }) => {
    const calls: Record<string, () => Promise<unknown>> = {
      '/fftask/pcCalendarBookGroup/check': () =>
        server.check(params as { name: string; id?: number }),
      '/fftask/pcCalendarBookGroup/createBookGroup': () => server.create(data),
      '/fftask/pcCalendarBookGroup/modifyBookGroup': () => server.modify(data),
      '/fftask/pcCalendarBookGroup/addLock': () => server.addLock(),
      '/fftask/pcCalendarBookGroup/extendLockTime': () => server.addLock(),
      '/fftask/pcCalendarBookGroup/unLock': () => server.unLock(),
      '/upms/app/query/user/details/calender': () =>
        Promise.resolve([
          { userId: 2, userName: '李四', deptName: '风险管理部', employeeNo: 'E2', avatar: '' },
        ]),
    };
    return calls[url]?.() ?? Promise.reject(new Error(url));
  });
  vi.spyOn(notices, 'notify').mockResolvedValue();
  server.check.mockImplementation(({ name }) =>
    Promise.resolve({ name, isAvailable: name !== '保理一部项目组' }),
  );
  server.addLock.mockResolvedValue({
    resourceType: 'bookGroup',
    resourceId: 1,
    holder: { userId: 1, userName: '张三' },
    acquiredAt: '2026-03-02T01:00:00.000Z',
    expiresAt: '2026-03-02T01:02:00.000Z',
    lockSeconds: 120,
    version: 3,
  });
  server.unLock.mockResolvedValue(true);
});

describe('BookGroupEditor', () => {
  it('lists editors first; someone in both lists is an editor', () => {
    expect(membersOf({ editors: [2], viewers: [3, 2] })).toEqual([
      { userId: 2, role: 'editor' },
      { userId: 3, role: 'viewer' },
    ]);
  });

  it('refuses a name already used by another group of the firm, before saving', async () => {
    const user = userEvent.setup({ delay: null });
    await renderEditor(undefined);
    await user.type(screen.getByLabelText('名称'), '保理一部项目组');
    expect(await screen.findByText('名称“保理一部项目组”已被使用')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.create).not.toHaveBeenCalled();
  });

  it('modifies a group under its lock, with the version it read', async () => {
    const user = userEvent.setup({ delay: null });
    server.modify.mockResolvedValue({ ...group, version: 4 });
    const { onDone } = await renderEditor(group);
    const name = screen.getByLabelText('名称');
    await waitFor(() => expect(name).toBeEnabled());
    expect(server.check).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, '保理一部');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.check).toHaveBeenLastCalledWith({ name: '保理一部', id: 1 });
    expect(server.modify).toHaveBeenCalledWith({
      id: 1,
      version: 3,
      name: '保理一部',
      description: '',
      color: '#722ed1',
      members: [{ userId: 2, role: 'editor' }],
    });
  });
});
