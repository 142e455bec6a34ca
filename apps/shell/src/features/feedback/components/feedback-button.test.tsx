import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import type { RequestConfig } from '@/lib/http/http-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFeedback, saveFeedback } from '../feedback-store';
import { FeedbackButton } from './feedback-button';

const domToJpeg = vi.hoisted(() => vi.fn<(node: Node, options?: unknown) => Promise<string>>());
// The page capture imports modern-screenshot on first use: each import sees this file's mock.
vi.mock('modern-screenshot', () => ({ domToJpeg }));

const notify = vi.fn<(level: string, text: string) => Promise<void>>();

const screenshot = 'data:image/jpeg;base64,/9j/4AAQSkZJRg';

const where = {
  page: 'http://localhost:3000/main/newcrm/index',
  subApp: 'sub-newcrm',
  logEntries: [{ time: 1, type: 'error', message: 'TypeError', url: 'http://localhost:3000/a' }],
};

const server = vi.fn<(config: RequestConfig) => Promise<unknown>>();

async function renderButton() {
  // Without motion the dialog leaves at once (jsdom never ends an animation).
  await renderWithI18n(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FeedbackButton context={() => where} />
    </ConfigProvider>,
  );
  return userEvent.setup({ delay: null });
}

async function capture(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '截图反馈' }));
  return screen.findByRole('dialog');
}

describe('FeedbackButton', () => {
  beforeEach(() => {
    vi.spyOn(notices, 'notify').mockImplementation(notify);
    server.mockReset();
    server.mockResolvedValue({ id: 42, receivedAt: '2026-11-26T01:00:00.000Z' });
    answerHttp(server);
  });
  afterEach(() => {
    domToJpeg.mockReset();
    notify.mockReset();
    vi.restoreAllMocks();
  });

  it('captures the page and shows the screenshot in the feedback dialog', async () => {
    domToJpeg.mockResolvedValue(screenshot);
    const user = await renderButton();

    const dialog = await capture(user);

    expect(domToJpeg).toHaveBeenCalledWith(document.body, expect.anything());
    expect(within(dialog).getByText('问题反馈')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '当前页面截图' })).toHaveAttribute(
      'src',
      screenshot,
    );
    expect(within(dialog).getByRole('link', { name: /下载图片/ })).toHaveAttribute(
      'href',
      screenshot,
    );
    expect(within(dialog).getByRole('link', { name: /下载图片/ })).toHaveAttribute('download');
  });

  it('shows a busy button while the page is being captured', async () => {
    let finish: (image: string) => void = () => undefined;
    domToJpeg.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = await renderButton();

    await user.click(screen.getByRole('button', { name: '截图反馈' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: '截图反馈' })).toHaveAttribute('aria-busy', 'true'),
    );
    finish(screenshot);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '截图反馈' })).toHaveAttribute('aria-busy', 'false');
  });

  it('refuses an empty comment and sends nothing', async () => {
    domToJpeg.mockResolvedValue(screenshot);
    const user = await renderButton();
    const dialog = await capture(user);

    await user.type(within(dialog).getByLabelText('反馈说明'), '   ');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));

    expect(await within(dialog).findByText('请填写反馈说明')).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
    expect(readFeedback()).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the comment with the screenshot and where the user is, and says it was received', async () => {
    domToJpeg.mockResolvedValue(screenshot);
    const user = await renderButton();
    const dialog = await capture(user);

    await user.type(within(dialog).getByLabelText('反馈说明'), '额度页面打不开');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        url: '/feedback/submit',
        method: 'post',
        data: { comment: '额度页面打不开', image: screenshot, ...where },
      }),
    );
    expect(notify).toHaveBeenCalledWith('success', '反馈已提交（编号 42），感谢！');
    expect(readFeedback()).toEqual([]);
  });

  it('keeps a feedback that cannot be sent in the browser, and says so', async () => {
    domToJpeg.mockResolvedValue(screenshot);
    server.mockRejectedValue(new Error('offline'));
    const user = await renderButton();
    const dialog = await capture(user);

    await user.type(within(dialog).getByLabelText('反馈说明'), '额度页面打不开');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readFeedback()).toEqual([
      {
        id: expect.any(String),
        time: expect.any(Number),
        url: window.location.href,
        comment: '额度页面打不开',
        image: screenshot,
      },
    ]);
    expect(notify).toHaveBeenCalledWith('warning', expect.stringContaining('反馈未能提交'));
  });

  it('says so and keeps the comment when it can be neither sent nor kept', async () => {
    domToJpeg.mockResolvedValue(screenshot);
    server.mockRejectedValue(new Error('offline'));
    const user = await renderButton();
    const dialog = await capture(user);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    await user.type(within(dialog).getByLabelText('反馈说明'), '保存不了');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', expect.stringContaining('截图过大')),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('反馈说明')).toHaveValue('保存不了');
  });

  it('sends a kept feedback again and forgets it once received', async () => {
    saveFeedback(
      { comment: '上次的反馈', image: screenshot },
      { now: Date.UTC(2026, 0, 2, 3, 4, 5), url: 'http://localhost:3000/main/wel/index?x=1' },
    );
    domToJpeg.mockResolvedValue(screenshot);
    const user = await renderButton();
    const dialog = await capture(user);

    await user.click(within(dialog).getByRole('button', { name: /^重新提交 .* 的反馈$/ }));

    await waitFor(() => expect(within(dialog).getByText('没有未提交的反馈')).toBeInTheDocument());
    expect(server).toHaveBeenCalledWith(
      expect.objectContaining({
        data: {
          comment: '上次的反馈',
          image: screenshot,
          page: 'http://localhost:3000/main/wel/index',
          subApp: null,
          logEntries: [],
        },
      }),
    );
    expect(readFeedback()).toEqual([]);
  });

  it('lists the kept feedback and deletes one', async () => {
    saveFeedback(
      { comment: '上次的反馈', image: screenshot },
      { now: Date.UTC(2026, 0, 2, 3, 4, 5) },
    );
    domToJpeg.mockResolvedValue(screenshot);
    const user = await renderButton();
    const dialog = await capture(user);

    expect(within(dialog).getByText('未能提交的反馈（1）')).toBeInTheDocument();
    expect(within(dialog).getByText('上次的反馈')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /^删除 .* 的反馈$/ }));

    expect(within(dialog).getByText('没有未提交的反馈')).toBeInTheDocument();
    expect(readFeedback()).toEqual([]);
  });

  it('explains a failed capture and stays usable', async () => {
    domToJpeg.mockRejectedValueOnce(new Error('tainted canvas')).mockResolvedValue(screenshot);
    const user = await renderButton();

    await user.click(screen.getByRole('button', { name: '截图反馈' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', '页面截图失败，请稍后重试。'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await capture(user)).toBeInTheDocument();
  });
});
