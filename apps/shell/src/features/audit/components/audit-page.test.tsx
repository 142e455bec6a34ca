import type { AuditRecord } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestConfig } from '@/lib/http/http-client';
import { describe, expect, it } from 'vitest';
import { AuditPage } from './audit-page';

const record = (id: number, overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  id,
  occurredAt: '2026-11-26T08:00:00.000Z',
  event: 'auth.sign-in',
  result: 'success',
  reason: null,
  userId: 7,
  username: 'zhangsan',
  firmId: 1,
  objectType: null,
  objectId: null,
  clientAddress: '198.51.100.1',
  userAgent: 'test',
  requestId: `request-${id}`,
  details: null,
  ...overrides,
});

async function renderPage(language: 'zh-CN' | 'en' = 'en') {
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <AuditPage userId={9} />
    </QueryClientProvider>,
    { language },
  );
}

describe('AuditPage', () => {
  it('shows the trail with translated events and loads the next page by its cursor', async () => {
    const calls: RequestConfig[] = [];
    answerHttp((config) => {
      calls.push(config);
      const { cursor } = config.params as { cursor?: number };
      return Promise.resolve(
        cursor
          ? {
              records: [record(1, { event: 'access.refused', result: 'refused' })],
              nextCursor: null,
            }
          : { records: [record(3), record(2, { result: 'failure', userId: null })], nextCursor: 2 },
      );
    });
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(2));
    expect(screen.getAllByText('Sign-in')).toHaveLength(2);
    expect(screen.getByText('Failure')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(3));
    expect(screen.getByText('Access refused')).toBeVisible();
    expect(screen.getByText('All shown')).toBeVisible();
    expect(calls.map((call) => call.params)).toEqual([{ limit: 50 }, { limit: 50, cursor: 2 }]);
  });

  it('searches with the filter given, the username trimmed', async () => {
    const calls: RequestConfig[] = [];
    answerHttp((config) => {
      calls.push(config);
      return Promise.resolve({ records: [], nextCursor: null });
    });
    await renderPage('zh-CN');
    expect(await screen.findByText('没有符合条件的记录')).toBeVisible();

    await userEvent.type(screen.getByLabelText('用户名'), '  lisi ');
    await userEvent.click(screen.getByRole('button', { name: /查\s?询/ }));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.params).toEqual({ username: 'lisi', limit: 50 });
  });

  it("shows the server's refusal to anyone but an auditor", async () => {
    answerHttp(() => Promise.reject(new HttpError('Only an auditor may use this', 1, 403)));
    await renderPage();

    expect(await screen.findByText('Only an auditor may use this')).toBeVisible();
    expect(screen.getByText('Access denied')).toBeVisible();
    expect(screen.queryByTestId('audit-table')).toBeNull();
  });
});
