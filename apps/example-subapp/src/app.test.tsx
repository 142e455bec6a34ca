import { configureStandalone } from '@portal/subapp-sdk';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CrashWhenAsked } from './components/crash-when-asked';
import { routes } from './routes';
import { ExampleStateProvider } from './state/example-state';

/** The app alone (no micro-app globals in jsdom), at a page of its own. */
function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <ExampleStateProvider>
      <CrashWhenAsked />
      <RouterProvider router={router} />
    </ExampleStateProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  act(() =>
    configureStandalone({
      locale: 'zh-CN',
      theme: 'theme-white',
      buttons: ['crm:customer:add'],
      userInfo: { userName: '张三', userId: 7, firmNo: 'F001', firmId: 1 },
    }),
  );
});

describe('the example sub-app', () => {
  it('shows the context it received', () => {
    renderApp();
    expect(screen.getByTestId('subapp-user')).toHaveTextContent('张三 #7');
    expect(screen.getByTestId('subapp-firm')).toHaveTextContent('F001 #1');
    expect(screen.getByTestId('subapp-buttons')).toHaveTextContent('crm:customer:add');
    expect(screen.getByTestId('subapp-theme')).toHaveTextContent('theme-white');
    expect(screen.getByTestId('subapp-root')).toHaveAttribute('data-theme', 'theme-white');
  });

  it("speaks the context's language and follows it when it changes", () => {
    renderApp();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('示例子应用');
    act(() => configureStandalone({ locale: 'en' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Example sub-application');
    expect(screen.getByTestId('subapp-root')).toHaveAttribute('lang', 'en');
  });

  it('keeps the counter and the half-filled form while moving between its pages', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByTestId('subapp-counter-increment'));
    await user.click(screen.getByTestId('subapp-counter-increment'));
    await user.click(screen.getByTestId('subapp-link-form'));
    await user.type(screen.getByTestId('subapp-form-customer'), '上海某某贸易');
    await user.click(screen.getByTestId('subapp-link-overview'));
    expect(screen.getByTestId('subapp-counter')).toHaveAttribute('data-count', '2');
    await user.click(screen.getByTestId('subapp-link-form'));
    expect(screen.getByTestId('subapp-form-customer')).toHaveValue('上海某某贸易');
  });

  it('shows the overview for a page it does not have, at that address', async () => {
    renderApp('/customer/list');
    expect(await screen.findByTestId('subapp-page-overview')).toBeInTheDocument();
    expect(screen.getByTestId('subapp-path')).toHaveTextContent('/customer/list');
  });

  it('throws out of its root when asked to crash: no error boundary catches it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp();
    // Under act() React hands the uncaught render error to the caller.
    await expect(user.click(screen.getByTestId('subapp-crash'))).rejects.toThrow(
      '示例子应用按要求在渲染时抛出了错误',
    );
    expect(screen.queryByTestId('subapp-root')).not.toBeInTheDocument();
  });
});
