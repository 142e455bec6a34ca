import { HttpError } from '@/lib/http/http-error';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeveloperOverrideBanner } from './developer-override-banner';

const devServer = 'http://127.0.0.1:5173/';

describe('DeveloperOverrideBanner', () => {
  it('says which app runs from where, and that only this sign-in sees it', async () => {
    await renderWithI18n(<DeveloperOverrideBanner appTitle="新客户管理" url={devServer} />);
    const banner = screen.getByRole('region', { name: '开发地址提示' });
    expect(banner).toHaveTextContent(`子应用“新客户管理”正在使用开发地址 ${devServer}`);
    expect(banner).toHaveTextContent('仅本次登录的此浏览器可见，不校验发布清单');
  });

  it('says so in English', async () => {
    await renderWithI18n(<DeveloperOverrideBanner appTitle="New CRM" url={devServer} />, {
      language: 'en',
    });
    expect(screen.getByRole('region', { name: 'Development server notice' })).toHaveTextContent(
      `New CRM runs from the development server ${devServer}`,
    );
  });

  it('ends the override, then loads the page again', async () => {
    const asked = answerHttp(() => Promise.resolve({ before: null, after: null }));
    const onEnded = vi.fn();
    await renderWithI18n(
      <DeveloperOverrideBanner appTitle="New CRM" url={devServer} onEnded={onEnded} />,
      { language: 'en' },
    );

    await userEvent.click(screen.getByRole('button', { name: 'End' }));

    await waitFor(() => expect(onEnded).toHaveBeenCalledOnce());
    expect(asked.mock.calls.map(([config]) => [config.method, config.url])).toEqual([
      ['post', '/subApps/developerOverride/clear'],
    ]);
  });

  it('stays, saying why, when the override could not be ended', async () => {
    answerHttp(() => Promise.reject(new HttpError('Service unavailable', 503, 503)));
    const onEnded = vi.fn();
    await renderWithI18n(
      <DeveloperOverrideBanner appTitle="New CRM" url={devServer} onEnded={onEnded} />,
      { language: 'en' },
    );

    await userEvent.click(screen.getByRole('button', { name: 'End' }));

    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(onEnded).not.toHaveBeenCalled();
    // Its button works again (antd's loading icon may still be leaving).
    const end = within(screen.getByTestId('developer-override-banner')).getByRole('button');
    expect(end).toHaveTextContent('End');
    expect(end).not.toHaveClass('ant-btn-loading');
  });
});
