import { renderWithI18n } from '@/test/render-with-i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { addLogEntry, clearLogs, type LogEntry } from '../log-store';
import { openLogViewer } from '../log-viewer-state';
import { LogViewerButton } from './log-viewer-button';

function entry(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    url: 'http://localhost/main/wel/index',
    time: Date.UTC(2026, 0, 2, 3, 4, 5),
    type: 'error',
    message: 'x is not a function',
    ...overrides,
  };
}

async function openViewer() {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: /查看本地日志/ }));
  // The dialog with its table: a placeholder stands in its place while its code loads.
  await screen.findByRole('table');
  return { user, dialog: screen.getByRole('dialog') };
}

describe('LogViewerButton', () => {
  beforeEach(() => clearLogs());

  it('shows no badge while the log is empty and the count once entries arrive', async () => {
    const { container } = await renderWithI18n(<LogViewerButton />);
    expect(container.querySelector('.ant-badge-count')).toBeNull();
    expect(screen.getByRole('button', { name: '查看本地日志（0 条）' })).toBeInTheDocument();

    act(() => {
      addLogEntry(entry());
      addLogEntry(entry());
    });

    expect(screen.getByRole('button', { name: '查看本地日志（2 条）' })).toBeInTheDocument();
    expect(container.querySelector('.ant-badge-count')).toHaveAttribute('title', '2');
  });

  it('caps the badge at 99+', async () => {
    for (let index = 0; index < 100; index += 1) addLogEntry(entry({ time: index }));
    const { container } = await renderWithI18n(<LogViewerButton />);

    expect(container.querySelector('.ant-badge-count')).toHaveTextContent('99+');
  });

  it('lists each entry with its type, address, message, stack and time', async () => {
    addLogEntry(
      entry({ stack: 'TypeError: x is not a function\n    at main.js:1:2', info: 'main.js:1:2' }),
    );
    addLogEntry(entry({ type: 'http', url: '/api/upms/role/login', message: '服务异常' }));
    await renderWithI18n(<LogViewerButton />);

    const { dialog } = await openViewer();

    expect(within(dialog).getByText('本地日志（2 条）')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('接口请求');
    expect(rows[0]).toHaveTextContent('/api/upms/role/login');
    expect(rows[0]).toHaveTextContent('服务异常');
    expect(rows[1]).toHaveTextContent('脚本错误');
    expect(rows[1]).toHaveTextContent('TypeError: x is not a function');
    const expectedTime = new Intl.DateTimeFormat('zh-CN', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    }).format(entry().time);
    expect(rows[1]).toHaveTextContent(expectedTime);
  });

  it('expands a row to the whole stack and its details', async () => {
    addLogEntry(entry({ stack: 'TypeError: boom\n    at deep.js:9:9', info: 'deep.js:9:9' }));
    await renderWithI18n(<LogViewerButton />);
    const { user, dialog } = await openViewer();

    await user.click(within(dialog).getByRole('button', { name: /expand|展开/i }));

    expect(await within(dialog).findByText(/at deep\.js:9:9/)).toBeInTheDocument();
    expect(within(dialog).getByText('附加信息')).toBeInTheDocument();
  });

  it('speaks English when English is chosen', async () => {
    addLogEntry(entry());
    await renderWithI18n(<LogViewerButton />, { language: 'en' });
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Open the local log (entries: 1)' }));

    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('columnheader', { name: 'Message' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Script error')).toBeInTheDocument();
  });

  it('empties the log after the clear is confirmed, and shows the empty state', async () => {
    addLogEntry(entry());
    await renderWithI18n(<LogViewerButton />);
    const { user, dialog } = await openViewer();

    await user.click(within(dialog).getByRole('button', { name: /清空日志/ }));
    await user.click(await screen.findByRole('button', { name: /确\s?定/ }));

    expect(await within(dialog).findByText('暂无日志')).toBeInTheDocument();
    expect(within(dialog).getByText('本地日志（0 条）')).toBeInTheDocument();
    await waitFor(() =>
      expect(window.localStorage.getItem('hf-logsList')).toContain('"content":[]'),
    );
  });

  it('keeps the log when the clear is cancelled', async () => {
    addLogEntry(entry());
    await renderWithI18n(<LogViewerButton />);
    const { user, dialog } = await openViewer();

    await user.click(within(dialog).getByRole('button', { name: /清空日志/ }));
    await user.click(await screen.findByRole('button', { name: /取\s?消/ }));

    expect(within(dialog).getByText('本地日志（1 条）')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
  });

  it('opens from the keyboard and closes with Escape', async () => {
    // Without motion the dialog leaves at once (jsdom never ends an animation).
    await renderWithI18n(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <LogViewerButton />
      </ConfigProvider>,
    );
    const user = userEvent.setup({ delay: null });

    await user.tab();
    expect(screen.getByRole('button', { name: /查看本地日志/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens when another part of the frame asks for the log', async () => {
    addLogEntry(entry());
    await renderWithI18n(<LogViewerButton />);

    act(() => openLogViewer());

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('本地日志（1 条）')).toBeInTheDocument();
  });
});
