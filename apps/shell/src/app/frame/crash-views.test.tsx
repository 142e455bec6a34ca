import { clearLogs, useLogStore } from '@/features/logs/log-store';
import { closeLogViewer, useLogViewer } from '@/features/logs/log-viewer-state';
import { KeepAlivePages } from '@/features/tabs/components/keep-alive-pages';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageCrashBoundary } from './crash-views';

/** The server's answers: the first one malformed (a title object where text belongs). */
let answers: { title: unknown }[] = [];

function NoticePage() {
  const { data } = useQuery({
    queryKey: ['notices'],
    queryFn: () => Promise.resolve(answers.shift() ?? { title: 'no answer left' }),
  });
  return data ? <p>{data.title as string}</p> : null;
}

const at = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: pathname,
});

const kept = (key: string, element: React.ReactNode) => ({
  element: <PageCrashBoundary>{element}</PageCrashBoundary>,
  pageKey: key,
  keepAlive: true,
});

beforeEach(() => {
  answers = [{ title: { 'zh-CN': '通知' } }, { title: 'notice list' }];
  clearLogs();
  closeLogViewer();
  // React reports a caught error on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('PageCrashBoundary', () => {
  it('shows a page that throws as the error view in its tab only; a retry refetches and recovers it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const openKeys = new Set(['/wel/index', '/wel/notice?type=1']);
    const pages = (active: ReturnType<typeof kept>, location: Location) => (
      <QueryClientProvider client={queryClient}>
        <KeepAlivePages active={active} location={location} openKeys={openKeys} limit={10} />
      </QueryClientProvider>
    );
    const { rerender } = await renderWithI18n(
      pages(kept('/wel/index', <p>home page</p>), at('/wel/index')),
    );
    rerender(pages(kept('/wel/notice?type=1', <NoticePage />), at('/wel/notice', '?type=1')));

    const view = await screen.findByRole('region', { name: '此页面出错了' });
    expect(view).toBeVisible();
    // The other tab's page is still there, kept as it was.
    expect(screen.getByText('home page')).toBeInTheDocument();
    const [entry] = useLogStore.getState().entries;
    expect(entry).toMatchObject({
      url: `${window.location.origin}/main/wel/notice?type=1`,
      type: 'error',
      message: expect.stringContaining('Objects are not valid as a React child'),
    });
    expect(entry?.info).toContain('NoticePage');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /查看日志/ }));
    expect(useLogViewer.getState().isOpen).toBe(true);

    await user.click(screen.getByRole('button', { name: /重试/ }));

    expect(await screen.findByText('notice list')).toBeVisible();
    expect(screen.queryByRole('region', { name: '此页面出错了' })).not.toBeInTheDocument();
    expect(useLogStore.getState().entries).toHaveLength(1);
  });
});
