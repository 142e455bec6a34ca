import type { Session } from '@portal/contract';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionsCard } from './sessions-card';

const session = (id: number, device: string | null, isCurrent = false): Session => ({
  id,
  device,
  clientAddress: `198.51.100.${id}`,
  startedAt: '2026-11-26T01:00:00.000Z',
  lastActiveAt: '2026-11-26T02:00:00.000Z',
  isCurrent,
});

let sessions: Session[] = [];
const ended: unknown[] = [];

beforeEach(() => {
  sessions = [
    session(1, 'Chrome 131 · Windows 10', true),
    session(2, 'Safari 17 · iOS 17.0'),
    session(3, null),
  ];
  ended.length = 0;
  answerHttp(({ url, data }) => {
    if (url === '/upms/user/sessions') return Promise.resolve(sessions);
    if (url === '/upms/user/sessions/end') {
      const { id } = data as { id: number };
      ended.push(id);
      sessions = sessions.filter((each) => each.id !== id);
      return Promise.resolve(true);
    }
    ended.push('others');
    const count = sessions.filter((each) => !each.isCurrent).length;
    sessions = sessions.filter((each) => each.isCurrent);
    return Promise.resolve(count);
  });
});

async function renderCard(language: 'zh-CN' | 'en' = 'en') {
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <SessionsCard userId={7} />
    </QueryClientProvider>,
    { language },
  );
  await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(sessions.length));
}

const rowOf = (text: string) =>
  screen.getAllByTestId('session-row').find((row) => row.textContent?.includes(text));

describe('SessionsCard', () => {
  it('lists each session with its device and address, this one marked and not endable', async () => {
    await renderCard();

    const current = rowOf('Chrome 131 · Windows 10');
    expect(current).toHaveTextContent('198.51.100.1');
    expect(current).toHaveTextContent('This session');
    expect(within(current as HTMLElement).queryByRole('button', { name: 'End' })).toBeNull();
    expect(rowOf('Unknown device')).toHaveTextContent('198.51.100.3');
  });

  it('ends another session and lists what is left', async () => {
    await renderCard();

    await userEvent.click(
      within(rowOf('Safari 17') as HTMLElement).getByRole('button', { name: 'End' }),
    );

    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(ended).toEqual([2]);
    expect(rowOf('Safari 17')).toBeUndefined();
  });

  it('ends every other session once confirmed', async () => {
    await renderCard('zh-CN');

    await userEvent.click(screen.getByRole('button', { name: '结束其他所有会话' }));
    const confirm = await screen.findByText('结束其他 2 个会话？它们会立即退出登录。');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    // antd spaces out a two-character Chinese label: 结 束.
    await userEvent.click(within(popover).getByRole('button', { name: /^结\s?束$/ }));

    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(ended).toEqual(['others']);
    expect(screen.queryByRole('button', { name: '结束其他所有会话' })).toBeNull();
  });
});
