import type { ReleaseComparisons as Answer, ReleaseFigures } from '@portal/contract';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ReleaseComparisons } from './release-comparisons';

const figures = (changes: Partial<ReleaseFigures>): ReleaseFigures => ({
  version: '1.0.0',
  users: 0,
  loads: 0,
  failedLoads: 0,
  failureRate: null,
  errors: 0,
  firstMountP75Ms: null,
  ...changes,
});

const inCanary: Answer = {
  since: '2026-11-26T16:00:00.000Z',
  comparisons: [
    {
      app: 'sub-newcrm',
      route: 'newcrm',
      title: { 'zh-CN': '新客户管理', en: 'New CRM' },
      canary: { version: '2.0.0', share: 10 },
      firmIds: [],
      newer: figures({
        version: '2.0.0',
        users: 2,
        loads: 6,
        failedLoads: 2,
        failureRate: 0.375,
        errors: 2,
        firstMountP75Ms: 1_000,
      }),
      previous: figures({ users: 1, loads: 4, failureRate: 0, errors: 1, firstMountP75Ms: 70 }),
      automaticRollback: { factor: 2, minutes: 5, minLoads: 20 },
    },
  ],
};

let answer: Answer = inCanary;
let asked: unknown[] = [];

beforeEach(() => {
  asked = [];
  answer = inCanary;
  answerHttp((config) => {
    asked.push(config.url);
    return config.url === '/platform/releases/comparisons'
      ? Promise.resolve(answer)
      : Promise.reject(new Error(`unexpected ${config.url}`));
  });
});

const render = (language: 'zh-CN' | 'en') =>
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <ReleaseComparisons userId={9} />
    </QueryClientProvider>,
    { language },
  );

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ReleaseComparisons', () => {
  it("shows each canary's newer release beside the default, measure by measure", async () => {
    await render('en');
    const card = await screen.findByTestId('release-comparison');
    expect(card).toHaveTextContent('New CRM (sub-newcrm)');
    expect(card).toHaveTextContent('Canary for 10 % of the users');
    const headers = within(card)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Measure', 'Newer 2.0.0', 'Default 1.0.0']);
    const rows = within(card).getAllByRole('row').slice(1).map(cellsOf);
    expect(rows).toEqual([
      ['Users', '2', '1'],
      ['Loads', '6', '4'],
      ['Failed loads (rate)', '2 (37.5%)', '0 (0.0%)'],
      ['Errors', '2', '1'],
      ['First mount p75', '1000 ms', '70 ms'],
    ]);
    expect(card).toHaveTextContent(
      "Automatic rollback: over 2 times the default's failure rate in 5 minutes, 20 loads at least each",
    );
  });

  it('names the registry url as the default when it runs no release, in Chinese', async () => {
    answer = {
      ...inCanary,
      comparisons: inCanary.comparisons.map((comparison) => ({
        ...comparison,
        canary: null,
        firmIds: [11],
        previous: figures({ version: null }),
        automaticRollback: null,
      })),
    };
    await render('zh-CN');
    const card = await screen.findByTestId('release-comparison');
    expect(card).toHaveTextContent('1 个机构单独运行');
    expect(within(card).getAllByRole('columnheader')[2]).toHaveTextContent('默认 注册表地址');
    expect(card).toHaveTextContent('未开启自动回滚');
  });

  it('shows nothing while no app is in canary', async () => {
    answer = { ...inCanary, comparisons: [] };
    const { container } = await render('en');
    await expect.poll(() => asked).toEqual(['/platform/releases/comparisons']);
    expect(container).toBeEmptyDOMElement();
  });
});
