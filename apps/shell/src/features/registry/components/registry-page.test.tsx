import type { RegistryEntryRow, RegistryHistoryRecord } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import type { RequestConfig } from '@/lib/http/http-client';
import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistryPage } from './registry-page';

const entry = (route: string, change: Partial<RegistryEntryRow> = {}): RegistryEntryRow => ({
  route,
  name: `sub-${route}`,
  url: `/sub-${route}/`,
  devUrl: null,
  titleZh: route,
  titleEn: route,
  isPublic: false,
  isolation: 'micro-app',
  grantToken: false,
  scopes: [],
  pinned: null,
  prefetch: true,
  enabled: true,
  ownerTeam: null,
  contact: null,
  updatedAt: '2026-11-26T08:00:00.000Z',
  ...change,
});

const registry = [
  entry('newcrm', { titleZh: '客户管理', titleEn: 'Customer relations' }),
  entry('vendor', { isolation: 'frame', url: 'https://vendor.example.com/app/' }),
  entry('postloan', { enabled: false, titleEn: 'Post-loan' }),
  entry('treasury', { titleEn: 'Treasury' }),
];

const treasuryHistory: RegistryHistoryRecord[] = [
  {
    id: 12,
    occurredAt: '2026-11-26T09:00:00.000Z',
    event: 'registry.change',
    by: { userId: 7, username: 'sysadmin', displayName: 'System Admin' },
    change: 'edit',
    request: null,
    raises: [],
    requestedBy: null,
    reason: null,
    before: { route: 'treasury', ownerTeam: null, enabled: true },
    after: { route: 'treasury', ownerTeam: 'Treasury IT', enabled: false },
  },
  {
    id: 11,
    occurredAt: '2026-11-26T08:00:00.000Z',
    event: 'registry.reject',
    by: { userId: 8, username: 'secadmin', displayName: 'Security Admin' },
    change: null,
    request: 3,
    raises: ['scopes'],
    requestedBy: 'sysadmin',
    reason: 'Not needed',
    before: { scopes: [] },
    after: { scopes: ['profile'] },
  },
];

/** Answers the registry, each entry's history, and removals as `onRemove` says. */
function answerRegistry(calls: RequestConfig[], onRemove: () => Promise<unknown>) {
  answerHttp((config) => {
    calls.push(config);
    if (config.url?.endsWith('/platform/registry')) return Promise.resolve({ entries: registry });
    if (config.url?.endsWith('/platform/registry/requests')) {
      return Promise.resolve({ requests: [] });
    }
    if (config.url?.endsWith('/platform/registry/history')) {
      const isTreasury = (config.params as { route?: string }).route === 'treasury';
      return Promise.resolve({ records: isTreasury ? treasuryHistory : [], nextCursor: null });
    }
    if (config.url?.endsWith('/platform/registry/remove')) return onRemove();
    return Promise.reject(new Error(`unexpected ${config.url}`));
  });
}

async function renderPage(onChanged = vi.fn(), onShowReleases?: (entry: RegistryEntryRow) => void) {
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <RegistryPage
        userId={7}
        onChanged={onChanged}
        {...(onShowReleases ? { onShowReleases } : {})}
      />
    </QueryClientProvider>,
    { language: 'en' },
  );
  await screen.findByText('Customer relations');
}

const shownRoutes = () =>
  within(screen.getByTestId('registry-entries'))
    .queryAllByText(/^\/[a-z]+ · sub-/)
    .map((cell) => cell.textContent);

const notify = vi.fn<(level: string, text: string) => Promise<void>>();

beforeEach(() => {
  notify.mockReset();
  vi.spyOn(notices, 'notify').mockImplementation(notify);
});

describe('RegistryPage', () => {
  it('searches the routes, names and addresses, and filters by isolation and by on or off', async () => {
    answerRegistry([], () => Promise.reject(new Error('no removal')));
    await renderPage();
    expect(shownRoutes()).toHaveLength(4);

    const search = screen.getByRole('searchbox', { name: 'Search sub-apps' });
    // Pasted: the list follows each change of the box.
    const searchFor = async (text: string) => {
      await userEvent.clear(search);
      await userEvent.click(search);
      await userEvent.paste(text);
    };
    await searchFor('CUSTOMER');
    expect(shownRoutes()).toEqual(['/newcrm · sub-newcrm']);
    await searchFor('vendor.example');
    expect(shownRoutes()).toEqual(['/vendor · sub-vendor']);
    await userEvent.clear(search);

    await userEvent.click(screen.getByRole('combobox', { name: 'On or off' }));
    await userEvent.click(await screen.findByTitle('Off'));
    expect(shownRoutes()).toEqual(['/postloan · sub-postloan']);
    expect(screen.getByText('Showing 1 of 4 sub-apps')).toBeInTheDocument();
    await searchFor('nothing');
    expect(screen.getByText('No sub-app matches')).toBeInTheDocument();
    // The file's first render of the page and its table loads antd: slow on a busy machine.
  }, 20_000);

  it('removes an entry once confirmed, showing the refusal while a menu entry opens it', async () => {
    const calls: RequestConfig[] = [];
    let removals = 0;
    answerRegistry(calls, () => {
      removals += 1;
      return removals === 1
        ? Promise.reject(
            new HttpError(
              'Menu entries still open the route treasury (1): Microloans › Treasury ledger (treasury-ledger).',
              1,
              409,
            ),
          )
        : Promise.resolve({ entry: registry[3], closedRequest: null });
    });
    const onChanged = vi.fn();
    await renderPage(onChanged);

    const remove = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Remove treasury' }));
      const confirm = await screen.findByRole('tooltip');
      expect(within(confirm).getByText('Remove the sub-app treasury?')).toBeInTheDocument();
      // Its button keeps the loading icon of the last removal a moment, in its name.
      await userEvent.click(within(confirm).getByRole('button', { name: /Remove$/ }));
    };
    await remove();
    const refusal = await screen.findByTestId('registry-refusal');
    expect(refusal).toHaveTextContent('Microloans › Treasury ledger');
    const dialog = refusal.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    expect(dialog).toHaveTextContent('The sub-app treasury cannot be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onChanged).not.toHaveBeenCalled();

    await remove();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'The sub-app treasury is removed'),
    );
    expect(onChanged).toHaveBeenCalled();
    expect(calls.filter((call) => call.url?.endsWith('/remove')).map((call) => call.data)).toEqual([
      { route: 'treasury' },
      { route: 'treasury' },
    ]);
  });

  it('shows an entry’s history from the trail: who, what and the fields before and after', async () => {
    const calls: RequestConfig[] = [];
    answerRegistry(calls, () => Promise.reject(new Error('no removal')));
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'History of treasury' }));

    // antd's drawer is named in a browser; under test it is found by its title.
    const drawer = (await screen.findByText('History of /treasury')).closest<HTMLElement>(
      '[role="dialog"]',
    );
    if (!drawer) throw new Error('no drawer');
    const records = await within(drawer).findAllByTestId('registry-history-record');
    expect(records).toHaveLength(2);
    const [edited, rejected] = records;
    expect(edited).toHaveTextContent('Changed');
    expect(edited).toHaveTextContent('System Admin (sysadmin)');
    expect(edited).toHaveTextContent('Owner team — Treasury IT');
    expect(edited).toHaveTextContent('On Yes No');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Request #3, asked by sysadmin');
    expect(rejected).toHaveTextContent('Calls more of the portal');
    expect(rejected).toHaveTextContent('Reason: Not needed');
    expect(rejected).toHaveTextContent('User details');
    expect(
      calls.filter((call) => call.url?.endsWith('/history')).map((call) => call.params),
    ).toEqual([{ route: 'treasury' }]);
  });

  it('opens an entry’s releases where the frame offers them', async () => {
    answerRegistry([], () => Promise.reject(new Error('no removal')));
    const onShowReleases = vi.fn();
    await renderPage(vi.fn(), onShowReleases);
    await userEvent.click(screen.getByRole('button', { name: 'Releases of treasury' }));
    expect(onShowReleases).toHaveBeenCalledWith(registry[3]);
  });
});
