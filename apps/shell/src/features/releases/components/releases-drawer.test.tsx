import type { AppReleases } from '@portal/contract';
import type { RequestConfig } from '@/lib/http/http-client';
import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReleasesDrawer } from './releases-drawer';

const sysadmin = { userId: 7, username: 'sysadmin', displayName: 'System Admin' };

const release = (version: string) => ({
  app: 'sub-newcrm',
  version,
  url: `https://cdn.example.com/crm/${version}/`,
  files: 12,
  publishedBy: 'ci-main',
  publishedAt: '2026-11-26T08:00:00.000Z',
});

const canary: AppReleases = {
  app: 'sub-newcrm',
  releases: [release('2.0.0'), release('1.0.0')],
  rollout: { defaultVersion: '1.0.0', firms: [{ firmId: 11, version: '2.0.0' }], canary: null },
  changedBy: sysadmin,
  changedAt: '2026-11-26T09:00:00.000Z',
  changedAutomatically: false,
  rollback: { from: '2.0.0', to: '1.0.0' },
  firms: [
    { id: 11, firmNo: '1001', firmName: 'Factoring Co.' },
    { id: 12, firmNo: '1002', firmName: 'Microloans Co.' },
  ],
  tokens: [
    {
      id: 3,
      name: 'ci-main',
      issuedBy: sysadmin,
      issuedAt: '2026-11-20T08:00:00.000Z',
      lastUsedAt: '2026-11-26T08:00:00.000Z',
      revokedAt: null,
    },
  ],
  automaticRollback: null,
};

/** Answers the app's releases, and records what else the drawer sends. */
function answerReleases(answer: AppReleases, calls: RequestConfig[] = []) {
  answerHttp((config) => {
    calls.push(config);
    if (config.url?.endsWith('/platform/releases')) return Promise.resolve(answer);
    if (config.url?.endsWith('/platform/releases/rollout')) {
      return Promise.resolve({ before: answer.rollout, after: answer.rollout });
    }
    if (config.url?.endsWith('/platform/releases/canary')) {
      return Promise.resolve({ before: answer.rollout, after: answer.rollout });
    }
    if (config.url?.endsWith('/platform/releases/automaticRollback')) {
      const { automaticRollback } = config.data as { automaticRollback: unknown };
      return Promise.resolve({ automaticRollback });
    }
    if (config.url?.endsWith('/platform/releases/rollback')) {
      return Promise.resolve({
        before: answer.rollout,
        after: { defaultVersion: '1.0.0', firms: [], canary: null },
      });
    }
    if (config.url?.endsWith('/platform/releases/tokens/issue')) {
      return Promise.resolve({ id: 4, name: 'ci-hotfix', token: 'portal_team_SECRET' });
    }
    if (config.url?.endsWith('/platform/releases/tokens/revoke')) {
      return Promise.resolve({ ...answer.tokens[0], revokedAt: '2026-11-27T08:00:00.000Z' });
    }
    return Promise.reject(new Error(`unexpected ${config.url}`));
  });
  return calls;
}

async function renderDrawer() {
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <ReleasesDrawer userId={7} app="sub-newcrm" isOpen onClose={vi.fn()} />
    </QueryClientProvider>,
    { language: 'en' },
  );
  return screen.findByTestId('release-rollout');
}

const sent = (calls: RequestConfig[], path: string) =>
  calls.filter((call) => call.url?.endsWith(path)).map((call) => call.data);

const notify = vi.fn<(level: string, text: string) => Promise<void>>();

beforeEach(() => {
  notify.mockReset();
  vi.spyOn(notices, 'notify').mockImplementation(notify);
});

describe('ReleasesDrawer', () => {
  it('shows who runs which release, what was published and the team tokens', async () => {
    answerReleases(canary);
    const rollout = await renderDrawer();
    expect(within(rollout).getByTestId('release-default')).toHaveTextContent('1.0.0');
    expect(within(rollout).getByTestId('release-firm')).toHaveTextContent('Factoring Co. 2.0.0');
    expect(rollout).toHaveTextContent('Last changed by System Admin (sysadmin)');
    const published = screen.getByTestId('release-list');
    expect(within(published).getAllByRole('row')).toHaveLength(3);
    expect(published).toHaveTextContent('https://cdn.example.com/crm/2.0.0/');
    expect(screen.getByTestId('team-tokens')).toHaveTextContent('ci-main');
    expect(screen.getByTestId('team-tokens')).toHaveTextContent('Active');
    // The file's first render of antd's table and drawer: slow on a busy machine.
  }, 20_000);

  it("sets a firm's release through the form, and takes a firm back to the default", async () => {
    const calls = answerReleases(canary);
    const rollout = await renderDrawer();
    const form = within(screen.getByRole('form', { name: 'Set the release run' }));
    await userEvent.click(form.getByRole('combobox', { name: 'For' }));
    await userEvent.click(await screen.findByTitle('Microloans Co.'));
    await userEvent.click(form.getByRole('combobox', { name: 'Release' }));
    await userEvent.click(await screen.findByTitle('2.0.0'));
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Set: Microloans Co. runs 2.0.0'),
    );

    await userEvent.click(
      within(rollout).getByRole('button', {
        name: 'Factoring Co. back to the default release',
      }),
    );
    await waitFor(() => expect(sent(calls, '/rollout')).toHaveLength(2));
    expect(sent(calls, '/rollout')).toEqual([
      { app: 'sub-newcrm', firmId: 12, version: '2.0.0' },
      { app: 'sub-newcrm', firmId: 11, version: null },
    ]);
  });

  it('rolls back in one click once confirmed, saying where to', async () => {
    const calls = answerReleases(canary);
    await renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Roll back' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Roll sub-newcrm back?');
    expect(confirm).toHaveTextContent('Every firm and the default will run 1.0.0');
    expect(confirm).not.toHaveTextContent('canary');
    expect(sent(calls, '/rollback')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Roll back' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'sub-newcrm is rolled back to 1.0.0'),
    );
    expect(sent(calls, '/rollback')).toEqual([{ app: 'sub-newcrm' }]);
  });

  it('says before rolling back that a running canary ends with it', async () => {
    answerReleases({
      ...canary,
      rollout: { ...canary.rollout, canary: { version: '2.0.0', share: 10 } },
    });
    await renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Roll back' }));

    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('The canary (10 % of the users on 2.0.0) ends too.');
  });

  it('cannot roll back with nothing to go back from', async () => {
    answerReleases({
      ...canary,
      releases: [],
      rollout: { defaultVersion: null, firms: [], canary: null },
      rollback: null,
    });
    const rollout = await renderDrawer();
    expect(within(rollout).getByTestId('release-default')).toHaveTextContent('The registry url');
    expect(within(rollout).getByRole('button', { name: 'Roll back' })).toBeDisabled();
  });

  it('shows a new team token once, with a copy button, and revokes one once confirmed', async () => {
    const calls = answerReleases(canary);
    // user-event's own clipboard stands in for the browser's.
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderDrawer();
    await user.type(screen.getByRole('textbox', { name: 'Token name' }), 'ci-hotfix');
    await user.click(screen.getByRole('button', { name: 'Issue a token' }));
    const token = await screen.findByTestId('team-token');
    expect(token).toHaveTextContent('portal_team_SECRET');
    await user.click(screen.getByTestId('team-token-copy'));
    expect(writeText).toHaveBeenCalledWith('portal_team_SECRET');
    await user.click(screen.getByRole('button', { name: 'Saved it, close' }));
    await waitFor(() => expect(screen.queryByText('portal_team_SECRET')).toBeNull());
    expect(sent(calls, '/tokens/issue')).toEqual([{ app: 'sub-newcrm', name: 'ci-hotfix' }]);

    await user.click(screen.getByRole('button', { name: 'Revoke the token ci-main' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'The token ci-main is revoked'),
    );
    expect(sent(calls, '/tokens/revoke')).toEqual([{ id: 3 }]);
  }, 20_000);

  it('sends a release to a share of the users, and ends the canary', async () => {
    const calls = answerReleases({
      ...canary,
      rollout: { ...canary.rollout, canary: { version: '2.0.0', share: 20 } },
    });
    const rollout = await renderDrawer();
    expect(within(rollout).getByTestId('release-canary')).toHaveTextContent(
      '2.0.0for 20 % of the users',
    );
    const form = within(screen.getByRole('form', { name: 'Set the release run' }));
    await userEvent.click(form.getByRole('combobox', { name: 'For' }));
    await userEvent.click(await screen.findByTitle('A share of the users (canary)'));
    await userEvent.click(form.getByRole('combobox', { name: 'Release' }));
    await userEvent.click(await screen.findByTitle('2.0.0'));
    const share = form.getByRole('spinbutton', { name: 'Share of the users' });
    await userEvent.clear(share);
    await userEvent.type(share, '15');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Canary set: 15 % of the users run 2.0.0'),
    );
    await userEvent.click(within(rollout).getByRole('button', { name: 'End the canary' }));
    await waitFor(() => expect(sent(calls, '/canary')).toHaveLength(2));
    expect(sent(calls, '/canary')).toEqual([
      { app: 'sub-newcrm', canary: { version: '2.0.0', share: 15 } },
      { app: 'sub-newcrm', canary: null },
    ]);
  }, 20_000);

  it('turns the automatic rollback on with its thresholds, and says who rolled back', async () => {
    const calls = answerReleases({ ...canary, changedAutomatically: true });
    const rollout = await renderDrawer();
    expect(within(rollout).getByTestId('release-changed-by')).toHaveTextContent(
      'Rolled back automatically at',
    );
    const form = within(screen.getByRole('form', { name: 'Automatic rollback' }));
    const factor = form.getByRole('spinbutton', { name: 'Failure rate over (times)' });
    expect(factor).toBeDisabled();
    await userEvent.click(form.getByRole('switch', { name: 'On' }));
    await userEvent.clear(factor);
    await userEvent.type(factor, '3');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, '/automaticRollback')).toHaveLength(1));
    expect(sent(calls, '/automaticRollback')).toEqual([
      { app: 'sub-newcrm', automaticRollback: { factor: 3, minutes: 5, minLoads: 20 } },
    ]);
    expect(notify).toHaveBeenCalledWith(
      'success',
      "Automatic rollback on: over 3 times the default's failure rate in 5 minutes, 20 loads at least each",
    );
  }, 20_000);
});
