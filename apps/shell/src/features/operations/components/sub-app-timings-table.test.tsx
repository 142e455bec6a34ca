import type { SubAppTiming, SubAppTimingsAnswer } from '@portal/contract';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SubAppTimingsTable } from './sub-app-timings-table';

const none = { p75: null, count: 0 };

function timing(changes: Partial<SubAppTiming>): SubAppTiming {
  return {
    app: 'sub-newcrm',
    route: 'newcrm',
    title: { 'zh-CN': '新客户管理', en: 'New CRM' },
    release: '2.4.1',
    isPinned: true,
    firstMount: none,
    reshow: none,
    lcp: none,
    inp: none,
    cls: none,
    worstOverBudget: 0,
    ...changes,
  };
}

const answer: SubAppTimingsAnswer = {
  since: '2026-11-19T01:00:00.000Z',
  timings: [
    timing({
      firstMount: { p75: 420, count: 12 },
      reshow: { p75: 9, count: 30 },
      lcp: { p75: 1_900, count: 4 },
      inp: { p75: 260, count: 8 },
      cls: { p75: 0.25, count: 4 },
      worstOverBudget: 4.2,
    }),
    timing({
      app: 'sub-credit',
      route: 'credit',
      title: { 'zh-CN': '授信', en: 'Credit' },
      release: '2026-11-01T08:00:00.000Z',
      isPinned: false,
      firstMount: { p75: 80, count: 3 },
      worstOverBudget: 0.8,
    }),
  ],
};

let asked: unknown[] = [];

beforeEach(() => {
  asked = [];
  answerHttp((config) => {
    asked.push(config.params);
    return config.url === '/operations/subAppTimings'
      ? Promise.resolve(answer)
      : Promise.reject(new Error(`unexpected ${config.url}`));
  });
});

const render = (language: 'zh-CN' | 'en' = 'zh-CN') =>
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <SubAppTimingsTable userId={9} />
    </QueryClientProvider>,
    { language },
  );

const rowOf = (key: string) =>
  document.querySelector(`tr[data-row-key="${CSS.escape(key)}"]`) as HTMLElement;

describe('SubAppTimingsTable', () => {
  it("shows each app's and release's p75 and samples, marked against the budgets, in the server's order", async () => {
    await render();
    await screen.findByText('新客户管理');
    expect(asked).toEqual([{ days: 7 }]);

    const rows = [...document.querySelectorAll('tbody tr[data-row-key]')];
    expect(rows.map((row) => row.getAttribute('data-row-key'))).toEqual([
      'sub-newcrm\n2.4.1',
      'sub-credit\n2026-11-01T08:00:00.000Z',
    ]);
    const crm = rowOf('sub-newcrm\n2.4.1');
    const over = (text: string) => within(crm).getByText(text).getAttribute('data-over-budget');
    expect(over('420 ms · 12 个样本')).toBe('true');
    expect(over('9 ms · 30 个样本')).toBe('false');
    expect(over('1900 ms · 4 个样本')).toBe('false');
    expect(over('260 ms · 8 个样本')).toBe('true');
    expect(over('0.250 · 4 个样本')).toBe('true');
    expect(rowOf('sub-credit\n2026-11-01T08:00:00.000Z')).toHaveTextContent('未固定版本');
    expect(screen.getByText(/LCP 2500 ms/)).toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    await render('en');
    await screen.findByText('New CRM');
    expect(screen.getByText('First mount p75')).toBeInTheDocument();
    expect(screen.getByText('420 ms · 12 samples')).toBeInTheDocument();
  });
});
