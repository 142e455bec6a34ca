import type { SecurityUser } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import * as notices from '@/lib/notify';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestConfig } from '@/lib/http/http-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SecurityUsersPage } from './security-users-page';

const lisi: SecurityUser = {
  id: 4,
  username: 'lisi',
  displayName: 'Li Si',
  status: 'active',
  firms: [{ id: 1, name: 'Factoring Co.' }],
  duty: null,
  liveSessions: 1,
  lastSignInAt: '2026-11-26T08:00:00.000Z',
};

async function renderPage() {
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <SecurityUsersPage userId={9} />
    </QueryClientProvider>,
    { language: 'en' },
  );
}

// antd's own notices would outlive this file in its worker's page: the test hears them here.
const notify = vi.fn<(level: string, text: string) => Promise<void>>();

beforeEach(() => {
  // The drawer offers the registry's apps to developers (developer-grants.tsx).
  setRuntimeConfig(testRuntimeConfig);
  notify.mockReset();
  vi.spyOn(notices, 'notify').mockImplementation(notify);
});

describe('SecurityUsersPage', () => {
  it('ends a user’s sessions only once a reason is given, and sends it', async () => {
    const calls: RequestConfig[] = [];
    answerHttp((config) => {
      calls.push(config);
      if (config.url === '/security/developers') return Promise.resolve([]);
      if (config.url?.endsWith('/security/users')) {
        return Promise.resolve({ users: [lisi], nextCursor: null });
      }
      if (config.url?.endsWith('/security/users/sessions')) {
        return Promise.resolve([
          {
            id: 31,
            device: 'Chrome 131 · Windows 10',
            clientAddress: '198.51.100.10',
            startedAt: '2026-11-26T08:00:00.000Z',
            lastActiveAt: '2026-11-26T08:05:00.000Z',
          },
        ]);
      }
      return Promise.resolve({ ended: 1 });
    });
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'Accounts and sessions' })).toBeVisible();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sessions and status of Li Si' }),
    );
    expect(await screen.findByText('Chrome 131 · Windows 10')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'End all sessions' }));
    // The dialog asking for the reason (antd's ids are all alike under test: found by its title).
    const title = await screen.findByText('End every session of Li Si (lisi)');
    const dialog = title.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    expect(calls.filter((call) => call.method?.toUpperCase() === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Laptop stolen ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method?.toUpperCase() === 'POST').map((call) => call.data),
      ).toEqual([{ userId: 4, reason: 'Laptop stolen' }]),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Sessions ended: 1'));
  });

  it('ends the one session chosen on its row, with a reason, leaving the others', async () => {
    const calls: RequestConfig[] = [];
    answerHttp((config) => {
      calls.push(config);
      if (config.url === '/security/developers') return Promise.resolve([]);
      if (config.url?.endsWith('/security/users')) {
        return Promise.resolve({ users: [{ ...lisi, liveSessions: 2 }], nextCursor: null });
      }
      if (config.url?.endsWith('/security/users/sessions')) {
        return Promise.resolve([
          {
            id: 31,
            device: 'Chrome 131 · Windows 10',
            clientAddress: '198.51.100.10',
            startedAt: '2026-11-26T08:00:00.000Z',
            lastActiveAt: '2026-11-26T08:05:00.000Z',
          },
          {
            id: 32,
            device: 'Safari 18 · iOS 18',
            clientAddress: '203.0.113.7',
            startedAt: '2026-11-26T07:00:00.000Z',
            lastActiveAt: '2026-11-26T07:30:00.000Z',
          },
        ]);
      }
      return Promise.resolve({ ended: 1 });
    });
    await renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sessions and status of Li Si' }),
    );
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'End the session on Safari 18 · iOS 18, 203.0.113.7',
      }),
    );
    const dialog = (await screen.findByText('End a session of Li Si (lisi)')).closest<HTMLElement>(
      '[role="dialog"]',
    );
    if (!dialog) throw new Error('no dialog');
    expect(dialog).toHaveTextContent('Their sign-in on Safari 18 · iOS 18 (203.0.113.7, signed in');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Phone lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End this session' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The session is ended'));
    expect(
      calls
        .filter((call) => call.method?.toUpperCase() === 'POST')
        .map((call) => [call.url, call.data]),
    ).toEqual([['/security/users/endSession', { userId: 4, sessionId: 32, reason: 'Phone lost' }]]);
  });

  it('resets a user’s second factors and unlocks the account, each with a reason', async () => {
    const calls: RequestConfig[] = [];
    answerHttp((config) => {
      calls.push(config);
      if (config.url === '/security/developers') return Promise.resolve([]);
      if (config.url?.endsWith('/security/users')) {
        return Promise.resolve({ users: [lisi], nextCursor: null });
      }
      if (config.url?.endsWith('/security/users/sessions')) return Promise.resolve([]);
      if (config.url?.endsWith('/security/users/resetFactors')) {
        return Promise.resolve({ passkeys: 2, totp: true, recoveryCodes: 7 });
      }
      return Promise.resolve({ failures: 5 });
    });
    await renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sessions and status of Li Si' }),
    );

    const act = async (action: string, title: string, reason: string) => {
      await userEvent.click(await screen.findByRole('button', { name: action }));
      const dialog = (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]');
      if (!dialog) throw new Error('no dialog');
      // One dialog serves every action (emptied as it closes, after antd's motion).
      await userEvent.clear(within(dialog).getByLabelText('Reason'));
      await userEvent.type(within(dialog).getByLabelText('Reason'), reason);
      await userEvent.click(within(dialog).getByRole('button', { name: action }));
    };
    await act('Reset second factors', 'Reset the second factors of Li Si (lisi)', 'Phone lost');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Second factors reset: passkeys removed 2, authenticator apps 1, unused recovery codes 7',
      ),
    );
    await act('Unlock account', 'Unlock the account of Li Si (lisi)', 'Verified by phone');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Account unlocked; failed sign-ins cleared: 5',
      ),
    );
    expect(
      calls
        .filter((call) => call.method?.toUpperCase() === 'POST')
        .map((call) => [call.url, call.data]),
    ).toEqual([
      ['/security/users/resetFactors', { userId: 4, reason: 'Phone lost' }],
      ['/security/users/unlock', { userId: 4, reason: 'Verified by phone' }],
    ]);
  });

  it('shows the server’s refusal to anyone without the duty', async () => {
    answerHttp(() =>
      Promise.reject(new HttpError('Only a security administrator may use this', 1, 403)),
    );
    await renderPage();
    expect(await screen.findByText('Only a security administrator may use this')).toBeVisible();
  });
});
