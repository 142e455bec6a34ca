import type { Todo, TodoCount, TodoPage } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TodoPanel } from './todo-panel';

const server = {
  todos: vi.fn<() => Promise<TodoPage>>(),
  count: vi.fn<() => Promise<TodoCount>>(),
};

const todo: Todo = {
  id: 35,
  title: '【表单审批】办公设备采购申请',
  businessType: '表单审批',
  subApp: '/form/flow/approve',
  applicant: '孙七',
  createTime: '2026-11-22T13:08:02.992Z',
  status: 0,
  urgency: 'critical',
};

async function renderPanel(language: 'zh-CN' | 'en' = 'zh-CN') {
  const onOpen = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithI18n(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>
        <TodoPanel firmId={1001} onOpen={onOpen} />
      </QueryClientProvider>
    </ConfigProvider>,
    { language },
  );
  return { onOpen };
}

beforeEach(() => {
  answerHttp(({ url }) => (url === '/coreSystem/todoAll' ? server.todos() : server.count()));
  server.count.mockResolvedValue({ pending: 8, done: 4, recalled: 1, total: 13 });
  server.todos.mockResolvedValue({
    records: [todo],
    total: 8,
    pageNum: 1,
    pageSize: 5,
    todoId: 35,
  });
});

describe('TodoPanel', () => {
  it('shows the counts and the latest to-dos; a to-do opens its sub-application page', async () => {
    const user = userEvent.setup({ delay: null });
    const { onOpen } = await renderPanel();

    const item = await screen.findByRole('button', { name: /办公设备采购申请/ });
    expect(item).toHaveTextContent('特急');
    expect(screen.getByText('待处理').nextElementSibling).toHaveTextContent('8');
    await user.click(item);
    expect(onOpen).toHaveBeenCalledWith('/form/flow/approve?todoId=35');

    await user.click(screen.getByRole('button', { name: '查看全部' }));
    expect(onOpen).toHaveBeenLastCalledWith('/wel/backlog');
  });

  it('dates each to-do in the user language', async () => {
    await renderPanel('en');
    expect(await screen.findByText(/Nov 22, 2026/)).toBeVisible();
  });

  it('says when there is nothing to do', async () => {
    server.todos.mockResolvedValue({
      records: [],
      total: 0,
      pageNum: 1,
      pageSize: 5,
      todoId: null,
    });
    await renderPanel();
    expect(await screen.findByText('暂无待处理的待办')).toBeVisible();
  });

  it('says why the list failed and tries again on request', async () => {
    const user = userEvent.setup({ delay: null });
    server.todos.mockRejectedValueOnce(new HttpError('服务异常', 500, 200));
    await renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败服务异常');

    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: /办公设备采购申请/ })).toBeVisible();
  });
});
