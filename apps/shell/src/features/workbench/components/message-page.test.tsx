import type { Message, Page } from '@portal/contract';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagePage } from './message-page';

const server = {
  list: vi.fn<(params: Record<string, unknown>) => Promise<Page<Message>>>(),
  save: vi.fn<(data: URLSearchParams) => Promise<unknown>>(),
};

const message = (id: number, status: Message['status']): Message => ({
  id,
  title: `消息 ${id}`,
  content: `内容 ${id}`,
  sender: '系统通知',
  sendTime: '2026-11-22T13:08:02.992Z',
  status,
  link: id === 1 ? '/info/index' : null,
});

let messages: Message[] = [];

beforeEach(() => {
  answerHttp(({ url, params, data }) =>
    url === '/uniHome/save/status'
      ? server.save(data as URLSearchParams)
      : server.list(params ?? {}),
  );
  messages = [message(1, 'unread'), message(2, 'read')];
  server.list.mockImplementation((params) => {
    const records = messages.filter((each) => !params.status || each.status === params.status);
    return Promise.resolve({ records, total: records.length, pageNum: 1, pageSize: 10 });
  });
  server.save.mockImplementation((data) => {
    const id = Number(data.get('id'));
    messages = messages.map((each) =>
      each.id === id ? { ...each, status: data.get('status') as Message['status'] } : each,
    );
    return Promise.resolve({ id, type: 'message', status: data.get('status') });
  });
});

async function renderPage() {
  const onOpen = vi.fn();
  await renderWithI18n(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={new QueryClient()}>
        <MessagePage firmId={1001} onOpen={onOpen} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { onOpen };
}

const rowOf = (title: string) =>
  screen.getAllByTestId('message-row').find((row) => row.textContent?.includes(title));

describe('MessagePage', () => {
  it('reading an unread message saves it read and clears its mark and the count', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    expect(await screen.findByText('1 条未读')).toBeVisible();
    expect(within(rowOf('消息 1') ?? document.body).getByTestId('unread-mark')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '消息 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('内容 1');
    await waitFor(() => expect(server.save).toHaveBeenCalledOnce());
    expect(Object.fromEntries(server.save.mock.calls[0]?.[0] ?? [])).toEqual({
      id: '1',
      type: 'message',
      status: 'read',
    });
    await waitFor(() => expect(screen.getByText('0 条未读')).toBeVisible());
    expect(within(rowOf('消息 1') ?? document.body).queryByTestId('unread-mark')).toBeNull();
  });

  it('does not save a message already read, and opens its page from the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    messages = [{ ...message(1, 'read') }];
    const { onOpen } = await renderPage();
    await user.click(await screen.findByRole('button', { name: '消息 1' }));
    await user.click(await screen.findByRole('button', { name: '打开相关页面' }));
    expect(onOpen).toHaveBeenCalledWith('/info/index');
    expect(server.save).not.toHaveBeenCalled();
  });

  it('filters by read status on the server', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await screen.findByText('消息 2');
    await user.click(screen.getByText('未读', { selector: '.ant-segmented-item-label' }));
    await waitFor(() =>
      expect(server.list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'unread' })),
    );
    await waitFor(() => expect(screen.queryByText('消息 2')).not.toBeInTheDocument());
  });
});
