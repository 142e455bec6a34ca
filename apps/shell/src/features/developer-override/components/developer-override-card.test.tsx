import type { DeveloperOverrideState } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeveloperOverrideCard } from './developer-override-card';

const devServer = 'http://127.0.0.1:5173/';
let state: DeveloperOverrideState;
const sent: { url?: string; data?: unknown }[] = [];

beforeEach(() => {
  setRuntimeConfig({
    ...testRuntimeConfig,
    subApps: [
      {
        route: 'newcrm',
        name: 'sub-newcrm',
        url: '/sub-newcrm/',
        title: { 'zh-CN': '新客户管理', en: 'New CRM' },
      },
    ],
  });
  state = { allowed: true, apps: ['sub-newcrm'], override: null };
  sent.length = 0;
  answerHttp((config) => {
    sent.push({ url: config.url, data: config.data });
    if (config.url === '/subApps/developerOverride') return Promise.resolve(state);
    return Promise.resolve({ before: null, after: null });
  });
});

async function renderCard(onChanged = vi.fn()) {
  const view = await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <DeveloperOverrideCard userId={7} onChanged={onChanged} />
    </QueryClientProvider>,
    { language: 'en' },
  );
  return { ...view, onChanged };
}

describe('DeveloperOverrideCard', () => {
  it('shows nothing to a user who is no developer of any app', async () => {
    state = { allowed: true, apps: [], override: null };
    const { container } = await renderCard();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('runs the chosen app from the server typed, then loads the page again', async () => {
    const { onChanged } = await renderCard();
    const form = await screen.findByRole('form', { name: 'Set a development server' });
    expect(within(form).getByText('New CRM')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Development server'), devServer);
    await userEvent.click(within(form).getByRole('button', { name: 'Use the development server' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sent).toContainEqual({
      url: '/subApps/developerOverride/set',
      data: { app: 'sub-newcrm', url: devServer },
    });
  });

  it("shows the server's refusal and loads nothing again", async () => {
    answerHttp((config) => {
      if (config.url === '/subApps/developerOverride') return Promise.resolve(state);
      return Promise.reject(
        new HttpError('The development address must be a full https address', 1, 400),
      );
    });
    const { onChanged } = await renderCard();
    const form = await screen.findByRole('form', { name: 'Set a development server' });

    await userEvent.type(within(form).getByLabelText('Development server'), 'http://10.0.0.9/');
    await userEvent.click(within(form).getByRole('button', { name: 'Use the development server' }));

    expect(
      await screen.findByText('The development address must be a full https address'),
    ).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows the override the session runs, and ends it', async () => {
    state = {
      ...state,
      override: { app: 'sub-newcrm', url: devServer, setAt: '2026-11-26T01:00:00.000Z' },
    };
    const { onChanged } = await renderCard();
    const current = await screen.findByTestId('developer-override-current');
    expect(current).toHaveTextContent(`Now: New CRM runs from ${devServer}`);

    await userEvent.click(
      within(current).getByRole('button', { name: 'End the development server' }),
    );

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sent.map(({ url }) => url)).toContain('/subApps/developerOverride/clear');
  });

  it('offers no form where the server allows no override', async () => {
    state = { ...state, allowed: false };
    await renderCard();
    expect(
      await screen.findByText(
        'This environment allows no development servers (the server’s ALLOW_DEVELOPER_OVERRIDES setting).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
