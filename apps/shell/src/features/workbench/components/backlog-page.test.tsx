import type { Todo, TodoStep } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BacklogPage } from './backlog-page';

const server = {
  list: vi.fn<(params: Record<string, unknown>) => Promise<unknown>>(),
  steps: vi.fn<() => Promise<TodoStep[]>>(),
  recall: vi.fn<() => Promise<unknown>>(),
};

const todo = (id: number, subApp: string, applicant = '王五'): Todo => ({
  id,
  title: `待办 ${id}`,
  businessType: '付款审批',
  subApp,
  applicant,
  createTime: '2026-11-22T13:08:02.992Z',
  status: 0,
  urgency: 'normal',
});

beforeEach(() => {
  vi.clearAllMocks();
  answerHttp(({ url, params }) => {
    if (url === '/coreSystem/todoAll') return server.list(params ?? {});
    if (url === '/coreSystem/getToDoCount')
      return Promise.resolve({ pending: 2, done: 0, recalled: 0, total: 2 });
    if (url === '/coreSystem/todoStepList') return server.steps();
    if (url === '/pc/recall/todo') return server.recall();
    return Promise.reject(new Error(url));
  });
  server.list.mockResolvedValue({
    records: [todo(1, '/credit/approval/detail', '张三'), todo(2, '/newfactoring/payment/detail')],
    total: 2,
    pageNum: 1,
    pageSize: 10,
    todoId: 2,
  });
  server.steps.mockResolvedValue([
    {
      seq: 1,
      stepName: '提交申请',
      handler: '张三',
      status: 'submitted',
      time: '2026-11-22T13:08:02.992Z',
      comment: '请审批',
    },
    {
      seq: 2,
      stepName: '部门负责人审核',
      handler: '李四',
      status: 'pending',
      time: null,
      comment: null,
    },
  ]);
});

async function renderPage() {
  const onOpen = vi.fn();
  await renderWithI18n(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <BacklogPage firmId={1001} userName="张三" onOpen={onOpen} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { onOpen };
}

describe('BacklogPage', () => {
  it('searches on the server and offers a finance call only where a to-do calls for it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const rows = await screen.findAllByTestId('todo-row');
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: '财务办理' })).toBeNull();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: '财务办理' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: '搜索待办标题' }), '  付款 {Enter}');
    await waitFor(() =>
      expect(server.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ keyword: '付款', pageNum: 1, status: 0 }),
      ),
    );
  });

  it('opens a to-do in its tab', async () => {
    const user = userEvent.setup({ delay: null });
    const { onOpen } = await renderPage();
    await user.click(await screen.findByRole('button', { name: '待办 2' }));
    expect(onOpen).toHaveBeenCalledWith('/newfactoring/payment/detail?todoId=2');
  });

  it('shows the steps, and the recall to its applicant with the server reason when refused', async () => {
    const user = userEvent.setup({ delay: null });
    server.recall.mockRejectedValue(new HttpError('只有待处理的待办可以撤回', 1, 409));
    await renderPage();
    const [mine] = await screen.findAllByTestId('todo-row');
    await user.click(within(mine as HTMLElement).getByRole('button', { name: '审批进度' }));

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('部门负责人审核 · 李四')).toBeVisible();
    expect(within(drawer).getByText('处理中')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: '撤回' }));
    const confirm = (await screen.findByText('确定撤回该待办吗？撤回后审批流程将终止。')).closest(
      '.ant-popover',
    );
    await user.click(within(confirm as HTMLElement).getByRole('button', { name: '撤回' }));
    expect(await within(drawer).findByText('只有待处理的待办可以撤回')).toBeVisible();
  });

  it('offers no recall of a to-do someone else applied for', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const rows = await screen.findAllByTestId('todo-row');
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: '审批进度' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('部门负责人审核 · 李四');
    expect(within(drawer).queryByRole('button', { name: '撤回' })).toBeNull();
  });
});
