import type { DeveloperGrant, SecurityUser } from '@portal/contract';
import * as notices from '@/lib/notify';
import type { RequestConfig } from '@/lib/http/http-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeveloperGrants } from './developer-grants';

const zhangsan: SecurityUser = {
  id: 3,
  username: 'zhangsan',
  displayName: 'Zhang San',
  status: 'active',
  firms: [{ id: 1, name: 'Factoring Co.' }],
  duty: null,
  liveSessions: 1,
  lastSignInAt: null,
};

const granted = (app: string): DeveloperGrant => ({
  app,
  grantedBy: { userId: 9, username: 'secadmin', displayName: 'Security Admin' },
  grantedAt: '2026-11-26T08:00:00.000Z',
});

let grants: DeveloperGrant[] = [];
let calls: RequestConfig[] = [];

beforeEach(() => {
  vi.spyOn(notices, 'notify').mockResolvedValue();
  setRuntimeConfig({
    ...testRuntimeConfig,
    subApps: [
      {
        route: 'newcrm',
        name: 'sub-newcrm',
        url: '/sub-newcrm/',
        title: { 'zh-CN': '新客户管理', en: 'New CRM' },
      },
      { route: 'blank', name: 'sub-blank', url: '/sub-blank/', public: true },
    ],
  });
  grants = [];
  calls = [];
  answerHttp((config) => {
    calls.push(config);
    if (config.url === '/security/developers/grant') grants = [granted('sub-newcrm')];
    if (config.url === '/security/developers/revoke') grants = [];
    return Promise.resolve(grants);
  });
});

async function renderGrants(account: SecurityUser = zhangsan) {
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <DeveloperGrants userId={9} account={account} />
    </QueryClientProvider>,
    { language: 'en' },
  );
}

const posts = () =>
  calls
    .filter((call) => call.method?.toUpperCase() === 'POST')
    .map(({ url, data }) => ({ url, data }));

describe('DeveloperGrants', () => {
  it('grants an app, not a public one, once a reason is given', async () => {
    await renderGrants();
    expect(await screen.findByText('No developer grants')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Sub-app' }));
    expect(screen.queryByTitle('sub-blank')).toBeNull();
    await userEvent.click(await screen.findByTitle('New CRM'));
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    const title = await screen.findByText('Make Zhang San (zhangsan) a developer of New CRM');
    const dialog = title.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Works on the CRM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));

    await waitFor(() =>
      expect(posts()).toEqual([
        {
          url: '/security/developers/grant',
          data: { userId: 3, app: 'sub-newcrm', reason: 'Works on the CRM' },
        },
      ]),
    );
    const list = await screen.findByTestId('developer-grants');
    await waitFor(() => expect(list).toHaveTextContent('New CRM'));
    expect(list).toHaveTextContent('Security Admin');
  });

  it('revokes a grant with a reason', async () => {
    grants = [granted('sub-newcrm')];
    await renderGrants();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the developer grant of New CRM' }),
    );
    const title = await screen.findByText(
      'Revoke the developer grant of New CRM from Zhang San (zhangsan)',
    );
    const dialog = title.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Left the team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() =>
      expect(posts()).toEqual([
        {
          url: '/security/developers/revoke',
          data: { userId: 3, app: 'sub-newcrm', reason: 'Left the team' },
        },
      ]),
    );
    expect(await screen.findByText('No developer grants')).toBeInTheDocument();
  });

  it('offers nothing for a duty holder, whose sessions run no sub-app', async () => {
    await renderGrants({ ...zhangsan, duty: 'system_admin' });

    expect(
      screen.getByText(
        'An account that holds an administrative duty runs no sub-app: it cannot be a developer of one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(calls).toEqual([]);
  });
});
