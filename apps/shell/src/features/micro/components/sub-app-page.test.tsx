import { saveSessionDuty } from '@/lib/duty-session';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markAppFailed, useFailedApps } from '../failed-apps';
import * as microAppRuntime from '../micro-app-runtime';
import { SubAppPage } from './sub-app-page';

function renderAt(path: string) {
  return renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <SubAppPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // The library itself never loads here: what is asserted is the page around it.
  vi.spyOn(microAppRuntime, 'loadMicroApp').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(microAppRuntime, 'onHostLog').mockReturnValue(() => undefined);
  vi.spyOn(microAppRuntime, 'onResourceFailure').mockReturnValue(() => undefined);
  useFailedApps.setState({ failed: {} });
  setRuntimeConfig({
    ...testRuntimeConfig,
    subApps: [
      {
        route: 'newcrm',
        name: 'sub-newcrm',
        url: '/sub-newcrm/',
        devUrl: 'http://localhost:7101/',
      },
      { route: 'blank', name: 'sub-blank', url: '/sub-blank/', public: true },
      { route: 'newcredit', name: 'sub-newcredit' },
      { route: 'postloan', name: 'sub-postloan', disabled: true },
    ],
  });
});

describe('SubAppPage', () => {
  it('runs no app in a session that holds a duty, a public one neither, and says why', async () => {
    saveSessionDuty('security_admin');
    try {
      for (const path of ['/newcrm/customer/list', '/blank/report']) {
        const { unmount } = await renderAt(path);
        expect(screen.getByTestId('sub-app-page')).toHaveAttribute('data-state', 'duty');
        expect(screen.getByText(/管理会话中不运行任何子应用/)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
        expect(microAppRuntime.loadMicroApp).not.toHaveBeenCalled();
        unmount();
      }
    } finally {
      saveSessionDuty(null);
    }
  });

  it('leaves the space to the hosted app when it is configured', async () => {
    await renderAt('/newcrm/customer/list');

    expect(screen.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-newcrm');
    expect(screen.queryByText('未加载到子应用')).not.toBeInTheDocument();
  });

  it('hosts the app itself on the public route, outside the frame (spec: /blank)', async () => {
    await renderAt('/blank/index');

    const page = screen.getByTestId('sub-app-page');
    expect(page).toHaveAttribute('data-app', 'sub-blank');
    expect(page).toHaveClass('public-sub-app');
  });

  it('says a route of the registry without an app has no sub-application (spec: /newcredit)', async () => {
    await renderAt('/newcredit/apply');

    expect(screen.getByText('未加载到子应用')).toBeInTheDocument();
    expect(screen.getByText(/尚未配置/)).toBeInTheDocument();
    expect(screen.getByTestId('sub-app-page')).toHaveAttribute('data-state', 'unconfigured');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an app an administrator turned off is off, and mounts nothing', async () => {
    await renderAt('/postloan/loans');

    expect(screen.getByText(/已被平台管理员停用/)).toBeInTheDocument();
    expect(screen.getByTestId('sub-app-page')).toHaveAttribute('data-state', 'disabled');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a failed app did not load, and a retry forgets the failure', async () => {
    markAppFailed('sub-newcrm');
    await renderAt('/newcrm/customer/list');
    expect(screen.getByText('未加载到子应用')).toBeInTheDocument();

    await act(() => userEvent.click(screen.getByRole('button', { name: '重新加载' })));

    expect(useFailedApps.getState().failed).toEqual({});
    expect(screen.queryByText('未加载到子应用')).not.toBeInTheDocument();
  });
});
