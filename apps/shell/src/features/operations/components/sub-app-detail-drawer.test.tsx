import type {
  SubAppErrorGroupsAnswer,
  SubAppHealthAnswer,
  SubAppHistoryAnswer,
  SubAppHour,
} from '@portal/contract';
import type { RequestConfig } from '@/lib/http/http-client';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { epochSecondsOf, hourFormat, hourTickFormat } from './hour-labels';
import { OperationsPage } from './operations-page';

const quietHour = (index: number): SubAppHour => ({
  hour: new Date(Date.UTC(2026, 10, 19, 2) + index * 3_600_000).toISOString(),
  mounts: 0,
  failures: 0,
  timeouts: 0,
  errors: 0,
  crashes: 0,
  usersAffected: 0,
});

const busyHours: Record<number, Partial<SubAppHour>> = {
  100: { mounts: 4, errors: 41, usersAffected: 1 },
  167: { errors: 2, crashes: 1, usersAffected: 2 },
};
const hours = Array.from({ length: 168 }, (_, index) => ({
  ...quietHour(index),
  ...busyHours[index],
}));

const history: SubAppHistoryAnswer = {
  route: 'newcrm',
  hours,
  totals: { mounts: 4, failures: 0, timeouts: 0, errors: 43, crashes: 1, usersAffected: 2 },
};

const groups: SubAppErrorGroupsAnswer = {
  route: 'newcrm',
  total: 1,
  groups: [
    {
      fingerprint: 'f'.repeat(32),
      message: "TypeError: Cannot read properties of undefined (reading 'id')",
      topFrame: 'totalOf (src/orders/order-list.ts)',
      stack: 'at o (https://h/assets/index-C7x_k2Qd.js:9:1)\nat https://h/main/vendor.js:1:2',
      frames: [
        {
          functionName: 'totalOf',
          file: 'src/orders/order-list.ts',
          line: 4,
          column: 23,
          isMapped: true,
        },
        {
          functionName: null,
          file: 'https://h/main/vendor.js',
          line: 1,
          column: 2,
          isMapped: false,
        },
      ],
      firstSeen: '2026-11-23T08:00:00.000Z',
      lastSeen: '2026-11-26T01:00:00.000Z',
      count: 44,
      users: 2,
      kinds: ['error', 'crash'],
    },
  ],
};

const health: SubAppHealthAnswer = {
  generatedAt: '2026-11-26T01:00:00.000Z',
  apps: [
    {
      route: 'newcrm',
      name: 'sub-newcrm',
      title: { 'zh-CN': '新客户管理', en: 'New CRM' },
      url: '/sub-newcrm/',
      enabled: true,
      ownerTeam: null,
      contact: null,
      mounts: 4,
      failures: 0,
      timeouts: 0,
      errors: 43,
      crashes: 1,
      users: 2,
      usersAffected: 1,
      usersCrashed: 1,
      usersWithErrors: 2,
      failureRate: 0,
      firstMountP50Ms: 300,
      firstMountP95Ms: 900,
      lastProblems: [],
      check: { state: 'ok', status: 200, reason: null, checkedAt: '2026-11-26T01:00:00.000Z' },
      status: 'crashed',
    },
  ],
};

let calls: RequestConfig[] = [];

beforeEach(() => {
  calls = [];
  answerHttp((config) => {
    calls.push(config);
    const answers: Record<string, unknown> = {
      '/operations/subAppHealth': health,
      '/operations/feedback': { records: [], total: 0, pageNum: 1, pageSize: 10, unhandled: 0 },
      '/operations/subAppHistory': history,
      '/operations/subAppErrorGroups': groups,
    };
    const answer = answers[config.url ?? ''];
    return answer ? Promise.resolve(answer) : Promise.reject(new Error(`unexpected ${config.url}`));
  });
});

async function renderPage() {
  await renderWithI18n(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient()}>
        <OperationsPage userId={9} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe("an app's detail on the operations page", () => {
  it("asks for nothing of an app's week until it is opened, then shows its hours and error groups, mapped", async () => {
    const user = await renderPage();
    const row = await screen.findByText('新客户管理');
    expect(calls.map(({ url }) => url)).not.toContain('/operations/subAppHistory');

    await user.click(
      within(row.closest('tr') as HTMLElement).getByRole('button', { name: '详情' }),
    );

    const drawer = await screen.findByRole('dialog', { name: '新客户管理（sub-newcrm）' });
    const summary =
      '近 7 天：加载 4 次，加载失败 0 次，加载超时 0 次，运行错误 43 次，崩溃 1 次；受影响用户 2 人。';
    expect(await within(drawer).findByRole('img', { name: summary })).toBeInTheDocument();
    expect(within(drawer).getByTestId('operations-history-summary')).toHaveTextContent(summary);
    expect(calls).toContainEqual(
      expect.objectContaining({
        url: '/operations/subAppHistory',
        params: { route: 'newcrm', days: 7 },
      }),
    );

    const [group] = await within(drawer).findAllByTestId('operations-error-group');
    expect(group).toHaveTextContent(
      "TypeError: Cannot read properties of undefined (reading 'id')",
    );
    expect(group).toHaveTextContent('totalOf (src/orders/order-list.ts)');
    // The newest stack through the source maps: where it was thrown in the app's sources.
    const frames = within(group as HTMLElement).getByTestId('operations-mapped-frames');
    expect(
      within(frames)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['totalOf (src/orders/order-list.ts:4:23)', 'https://h/main/vendor.js:1:2']);
    expect(within(group as HTMLElement).getByText('调用栈（按源码映射）')).toBeVisible();
    expect(group).toHaveTextContent('44 次 · 2 位用户');
    expect(within(group as HTMLElement).getByText('运行错误')).toBeInTheDocument();
    expect(within(group as HTMLElement).getByText('崩溃')).toBeInTheDocument();

    // The table beside the chart lists the hours with reports, newest first.
    const rows = within(drawer).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(hourFormat('zh-CN')(epochSecondsOf(quietHour(167).hour)));
  });

  it('opens the detail from a click on the row too', async () => {
    const user = await renderPage();
    await user.click(await screen.findByText('新客户管理'));
    expect(await screen.findByRole('dialog', { name: '新客户管理（sub-newcrm）' })).toBeVisible();
  });
});

describe('hourTickFormat', () => {
  it("names a day's first hour by its date and the others by their time, where the operator is", () => {
    const midnight = new Date(2026, 2, 2, 0, 0).getTime() / 1000;
    const afternoon = new Date(2026, 2, 2, 14, 0).getTime() / 1000;
    expect(hourTickFormat('zh-CN')(midnight)).toBe('3月2日');
    expect(hourTickFormat('en')(midnight)).toBe('Mar 2');
    expect(hourTickFormat('zh-CN')(afternoon)).toBe('14:00');
  });
});
