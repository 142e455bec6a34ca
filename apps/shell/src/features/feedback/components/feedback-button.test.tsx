import { HttpError } from '@/lib/http/http-error';
import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import type { RequestConfig } from '@/lib/http/http-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import * as pageCapture from '../capture-page';
import { readFeedback, saveFeedback } from '../feedback-store';
import { FeedbackButton } from './feedback-button';

// The capture itself is capture-page.test.ts's: here, what the dialog does with its outcome.
let capturePage: MockInstance<typeof pageCapture.capturePage>;

const notify = vi.fn<(level: string, text: string) => Promise<void>>();

const screenshot = 'data:image/jpeg;base64,/9j/4AAQSkZJRg';

const where = {
  page: 'http://localhost:3000/main/newcrm/index',
  subApp: 'sub-newcrm',
  logEntries: [{ time: 1, type: 'error', message: 'TypeError', url: 'http://localhost:3000/a' }],
};

/** What the server answers a feedback sent. */
const server = vi.fn<(config: RequestConfig) => Promise<unknown>>();

const nothingSentYet = {
  items: [],
  allowance: { leftThisHour: 10, bytesLeftToday: 8_000_000 },
};
/** What the server answers GET /feedback/mine. */
const mine = vi.fn<() => Promise<unknown>>();

async function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Without motion the dialog leaves at once (jsdom never ends an animation).
  await renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackButton context={() => where} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** Opens the dialog and waits for the screenshot in it. */
async function capture(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '截图反馈' }));
  const dialog = await screen.findByRole('dialog', { busy: false });
  await within(dialog).findByRole('img', { name: '当前页面截图' });
  return dialog;
}

describe('FeedbackButton', () => {
  // The dialog loads with the first capture: loaded once here, no test waits for its first load.
  beforeAll(() => import('./feedback-modal'), 30_000);

  beforeEach(() => {
    capturePage = vi.spyOn(pageCapture, 'capturePage');
    vi.spyOn(notices, 'notify').mockImplementation(notify);
    server.mockReset();
    server.mockResolvedValue({ id: 42, receivedAt: '2026-11-26T01:00:00.000Z' });
    mine.mockReset();
    mine.mockResolvedValue(nothingSentYet);
    answerHttp((config) => (config.url === '/feedback/mine' ? mine() : server(config)));
  });
  afterEach(() => {
    notify.mockReset();
    vi.restoreAllMocks();
  });

  it('captures the page and shows the screenshot in the feedback dialog', async () => {
    capturePage.mockResolvedValue(screenshot);
    const user = await renderButton();

    const dialog = await capture(user);

    expect(capturePage).toHaveBeenCalledOnce();
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

  it('opens the dialog at once, busy where the screenshot goes until the page is captured', async () => {
    let finish: (image: string) => void = () => undefined;
    capturePage.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = await renderButton();

    await user.click(screen.getByRole('button', { name: '截图反馈' }));

    const dialog = await screen.findByRole('dialog', { busy: false });
    expect(within(dialog).getByRole('status')).toHaveTextContent('正在截图...');
    expect(within(dialog).getByRole('button', { name: /提\s?交/ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('反馈说明'), '写在截图之前');
    await waitFor(() => expect(capturePage).toHaveBeenCalled());

    finish(screenshot);

    expect(await within(dialog).findByRole('img', { name: '当前页面截图' })).toHaveAttribute(
      'src',
      screenshot,
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /提\s?交/ })).toBeEnabled();
    expect(within(dialog).getByLabelText('反馈说明')).toHaveValue('写在截图之前');
  });

  it('refuses an empty comment and sends nothing', async () => {
    capturePage.mockResolvedValue(screenshot);
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
    capturePage.mockResolvedValue(screenshot);
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
    capturePage.mockResolvedValue(screenshot);
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
    capturePage.mockResolvedValue(screenshot);
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
    capturePage.mockResolvedValue(screenshot);
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
    capturePage.mockResolvedValue(screenshot);
    const user = await renderButton();
    const dialog = await capture(user);

    expect(within(dialog).getByText('未能提交的反馈（1）')).toBeInTheDocument();
    expect(within(dialog).getByText('上次的反馈')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /^删除 .* 的反馈$/ }));

    expect(within(dialog).getByText('没有未提交的反馈')).toBeInTheDocument();
    expect(readFeedback()).toEqual([]);
  });

  it('explains a failed capture in the dialog, keeps what was written, and captures again', async () => {
    capturePage.mockRejectedValueOnce(new Error('tainted canvas')).mockResolvedValue(screenshot);
    const user = await renderButton();
    await user.click(screen.getByRole('button', { name: '截图反馈' }));
    const dialog = await screen.findByRole('dialog', { busy: false });

    expect(await within(dialog).findByText('页面截图失败，请稍后重试。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /提\s?交/ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('反馈说明'), '截图失败了');
    await user.click(within(dialog).getByRole('button', { name: '重新截图' }));

    expect(await within(dialog).findByRole('img', { name: '当前页面截图' })).toHaveAttribute(
      'src',
      screenshot,
    );
    expect(within(dialog).getByLabelText('反馈说明')).toHaveValue('截图失败了');
  });

  it('shows the sender where their feedback stands, and what their quota leaves', async () => {
    mine.mockResolvedValue({
      items: [
        {
          id: 7,
          createdAt: '2026-11-26T01:00:00.000Z',
          comment: '报表导出后中文乱码',
          status: 'inProgress',
          handler: '系统管理员',
          statusAt: '2026-11-26T02:00:00.000Z',
        },
        {
          id: 6,
          createdAt: '2026-11-25T01:00:00.000Z',
          comment: '额度页面打不开',
          status: 'handled',
          handler: '系统管理员',
          statusAt: '2026-11-25T02:00:00.000Z',
        },
      ],
      allowance: { leftThisHour: 8, bytesLeftToday: 7_250_000 },
    });
    capturePage.mockResolvedValue(screenshot);
    const user = await renderButton();
    const dialog = await capture(user);

    const items = await within(dialog).findAllByTestId('my-feedback');
    expect(items[0]).toHaveTextContent('报表导出后中文乱码');
    expect(items[0]).toHaveTextContent('处理中');
    expect(items[0]).toHaveTextContent('处理人：系统管理员');
    expect(items[1]).toHaveTextContent('已处理');
    expect(
      within(dialog).getByText('本小时还可提交 8 条，24 小时内还可提交 7.2 MB'),
    ).toBeInTheDocument();
  });

  it("says why the server refused a feedback past the user's quota, and keeps what they wrote", async () => {
    capturePage.mockResolvedValue(screenshot);
    server.mockRejectedValue(
      new HttpError('一小时内最多可提交 10 条反馈，请 12 分钟后再试', 1, 429),
    );
    const user = await renderButton();
    const dialog = await capture(user);

    await user.type(within(dialog).getByLabelText('反馈说明'), '额度页面打不开');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '一小时内最多可提交 10 条反馈，请 12 分钟后再试',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('反馈说明')).toHaveValue('额度页面打不开');
    expect(readFeedback()).toEqual([]);
  });

  it('says a screenshot over the size limit cannot be sent, sends nothing and keeps the comment', async () => {
    capturePage.mockResolvedValue(`data:image/jpeg;base64,${'A'.repeat(1_500_000)}`);
    const user = await renderButton();
    const dialog = await capture(user);

    await user.type(within(dialog).getByLabelText('反馈说明'), '截图太大');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '截图超过 1.5 MB 上限，无法提交',
    );
    expect(server).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('反馈说明')).toHaveValue('截图太大');
  });

  it('says the same when the server refuses the body as too large', async () => {
    capturePage.mockResolvedValue(screenshot);
    server.mockRejectedValue(new HttpError('请求体过大', 1, 413));
    const user = await renderButton();
    const dialog = await capture(user);

    await user.type(within(dialog).getByLabelText('反馈说明'), '截图太大');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('截图超过 1.5 MB 上限');
    expect(within(dialog).getByLabelText('反馈说明')).toHaveValue('截图太大');
  });
});
