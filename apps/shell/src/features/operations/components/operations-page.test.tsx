import type { FeedbackItem, SubAppHealth, SubAppHealthAnswer } from '@portal/contract';
import type { RequestConfig } from '@/lib/http/http-client';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { OperationsPage } from './operations-page';

const sysadminId = 9;
const screenshot = 'data:image/png;base64,iVBORw0KGgo=';

function app(route: string, changes: Partial<SubAppHealth> = {}): SubAppHealth {
  return {
    route,
    name: `sub-${route}`,
    title: { 'zh-CN': `应用 ${route}`, en: `App ${route}` },
    url: `/sub-${route}/`,
    enabled: true,
    ownerTeam: null,
    contact: null,
    mounts: 3,
    failures: 0,
    timeouts: 0,
    errors: 0,
    crashes: 0,
    users: 1,
    usersAffected: 0,
    usersCrashed: 0,
    usersWithErrors: 0,
    failureRate: 0,
    firstMountP50Ms: 300,
    firstMountP95Ms: 900,
    lastProblems: [],
    check: { state: 'ok', status: 200, reason: null, checkedAt: '2026-11-26T01:00:00.000Z' },
    status: 'ok',
    ...changes,
  };
}

const healthAnswer: SubAppHealthAnswer = {
  generatedAt: '2026-11-26T01:00:00.000Z',
  apps: [
    app('flooded', {
      failures: 500,
      usersAffected: 1,
      failureRate: 1,
      status: 'unconfirmed',
    }),
    app('confirmed', { failures: 2, users: 2, usersAffected: 2, status: 'failing' }),
    app('crashing', { crashes: 1, usersAffected: 1, usersCrashed: 1, status: 'crashed' }),
    app('noisy', {
      errors: 200,
      usersWithErrors: 1,
      lastProblems: [
        {
          at: '2026-11-26T00:59:00.000Z',
          kind: 'error',
          count: 200,
          reporter: 'zhangsan',
          message: 'Error 1 of the burst',
          stack: null,
          browser: 'Chrome 142 · Windows 10',
          registryVersion: 'abcdef0123',
        },
      ],
    }),
  ],
};

function feedbackItem(id: number, changes: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    id,
    createdAt: '2026-11-26T01:00:00.000Z',
    username: 'lisi',
    displayName: '李四',
    firmName: '示例集团',
    page: 'http://portal.example/main/wel/index',
    subApp: null,
    comment: `反馈 ${id}`,
    screenshotBytes: 312_000,
    logEntries: [],
    browser: 'Chrome 142 · Windows 10',
    status: 'received',
    assigneeId: null,
    assignee: null,
    assignedAt: null,
    handledAt: null,
    handledBy: null,
    ...changes,
  };
}

const takenBy = (assigneeId: number, assignee: string): Partial<FeedbackItem> => ({
  status: 'inProgress',
  assigneeId,
  assignee,
  assignedAt: '2026-11-26T01:30:00.000Z',
});

let calls: RequestConfig[] = [];

beforeEach(() => {
  calls = [];
  answerHttp((config) => {
    calls.push(config);
    const params = (config.params ?? {}) as Record<string, unknown>;
    switch (config.url) {
      case '/operations/subAppHealth':
        return Promise.resolve(healthAnswer);
      case '/operations/feedback': {
        const pageNum = Number(params.pageNum);
        const first = (pageNum - 1) * 10;
        const records = Array.from({ length: 12 }, (_, index) =>
          feedbackItem(12 - index, index === 1 ? takenBy(3, '王五') : {}),
        );
        records[2] = feedbackItem(10, takenBy(sysadminId, '系统管理员'));
        return Promise.resolve({
          records: records.slice(first, first + 10),
          total: 12,
          pageNum,
          pageSize: 10,
          unhandled: 12,
        });
      }
      case '/platform/releases/comparisons':
        return Promise.resolve({ since: '2026-11-25T16:00:00.000Z', comparisons: [] });
      case '/operations/feedback/screenshot':
        return Promise.resolve({ image: screenshot });
      case '/operations/feedback/take':
        return Promise.resolve({ assignedAt: '2026-11-26T02:00:00.000Z', assignee: '系统管理员' });
      default:
        return Promise.reject(new Error(`unexpected ${config.url}`));
    }
  });
});

async function renderPage() {
  await renderWithI18n(
    <ConfigProvider button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient()}>
        <OperationsPage userId={sysadminId} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return userEvent.setup({ delay: null });
}

const rowOf = (route: string) =>
  document.querySelector(`tr[data-row-key="${route}"]`) as HTMLElement;

describe('OperationsPage', () => {
  it("shows one user's flood of failures as unconfirmed, not failing, and red only for more users", async () => {
    await renderPage();
    await screen.findByText('应用 flooded');

    expect(within(rowOf('flooded')).getByText('待确认')).toBeInTheDocument();
    expect(rowOf('flooded')).not.toHaveTextContent('异常');
    expect(rowOf('flooded')).toHaveTextContent('1 / 1 人');
    expect(within(rowOf('confirmed')).getByText('异常')).toBeInTheDocument();
    expect(rowOf('confirmed')).toHaveTextContent('2 / 2 人');
    expect(screen.getByText(/2 位及以上用户/)).toBeInTheDocument();
  });

  it('shows an app that crashed on screen as crashed, not healthy', async () => {
    await renderPage();
    await screen.findByText('应用 crashing');

    expect(within(rowOf('crashing')).getByText('已崩溃')).toBeInTheDocument();
    expect(rowOf('crashing')).not.toHaveTextContent('正常');
  });

  it('shows every error reported, with the users they came from and who reported each', async () => {
    const user = await renderPage();
    await screen.findByText('应用 noisy');

    expect(rowOf('noisy')).toHaveTextContent('200（1 位用户）');
    await user.click(within(rowOf('noisy')).getAllByRole('button')[0] as HTMLElement);
    expect(await screen.findByText('运行错误 ×200: Error 1 of the burst')).toBeInTheDocument();
    expect(screen.getByText(/zhangsan · Chrome 142/)).toBeInTheDocument();
  });

  it('lists feedback a page at a time, and fetches a screenshot only when asked', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('tab', { name: /用户反馈/ }));
    const cards = await screen.findAllByTestId('operations-feedback');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveTextContent('反馈 12');
    expect(cards[0]).toHaveTextContent('已收到');
    expect(cards[1]).toHaveTextContent('处理中');
    expect(cards[1]).toHaveTextContent('处理人：王五');
    expect(calls.filter((call) => call.url === '/operations/feedback/screenshot')).toEqual([]);
    expect(screen.queryByRole('img', { name: '李四 提交的反馈截图' })).not.toBeInTheDocument();

    await user.click(
      within(cards[0] as HTMLElement).getByRole('button', { name: '查看截图（312 KB）' }),
    );

    expect(await screen.findByRole('img', { name: '李四 提交的反馈截图' })).toHaveAttribute(
      'src',
      screenshot,
    );
    expect(calls.filter((call) => call.url === '/operations/feedback/screenshot')).toEqual([
      expect.objectContaining({ params: { id: 12 } }),
    ]);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('operations-feedback')).toHaveLength(2));
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
  });

  it('lets the administrator take a feedback, and not one they already hold', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('tab', { name: /用户反馈/ }));
    const [first, , held] = await screen.findAllByTestId('operations-feedback');
    expect(within(held as HTMLElement).queryByRole('button', { name: '接手处理' })).toBeNull();
    expect(within(held as HTMLElement).getByRole('button', { name: '标记为已处理' })).toBeVisible();

    await user.click(within(first as HTMLElement).getByRole('button', { name: '接手处理' }));

    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ url: '/operations/feedback/take', data: { id: 12 } }),
      ),
    );
  });
});
