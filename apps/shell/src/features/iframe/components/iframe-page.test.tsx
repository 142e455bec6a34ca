import { renderWithI18n } from '@/test/render-with-i18n';
import { act, fireEvent, screen } from '@testing-library/react';
import { Activity } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IframePage } from './iframe-page';

/** The sites the user's menu and the registry name. */
const knownOrigins = new Set(['https://reports.example.com', 'https://other.example']);

function renderAt(path: string, language: 'zh-CN' | 'en' = 'zh-CN') {
  return renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <IframePage knownOrigins={knownOrigins} />
    </MemoryRouter>,
    { language },
  );
}

function iframeAt(url: string) {
  return `/iframe?${new URLSearchParams({ url }).toString()}`;
}

describe('IframePage', () => {
  it('embeds a valid address in a sandboxed frame without a referrer', async () => {
    await renderAt(iframeAt('https://reports.example.com/kpi?month=6'));

    const frame = screen.getByTitle('嵌入页面：reports.example.com');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://reports.example.com/kpi?month=6');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
    );
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it("keeps no origin for a page of the shell's own origin, so its script cannot reach the shell", async () => {
    renderWithI18n(
      <MemoryRouter initialEntries={[iframeAt(`${window.location.origin}/sub-x/report.html`)]}>
        <IframePage knownOrigins={new Set([window.location.origin])} />
      </MemoryRouter>,
    );

    expect(await screen.findByTitle(`嵌入页面：${window.location.host}`)).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
    );
  });

  it("reads '#' in the address as '&'", async () => {
    await renderAt(iframeAt('https://reports.example.com/list?a=1#b=2'));

    expect(screen.getByTitle('嵌入页面：reports.example.com')).toHaveAttribute(
      'src',
      'https://reports.example.com/list?a=1&b=2',
    );
  });

  it("keeps a '#' the link left unencoded as part of the address", async () => {
    await renderAt('/iframe?url=https://reports.example.com/list?a=1#b=2');

    expect(screen.getByTitle('嵌入页面：reports.example.com')).toHaveAttribute(
      'src',
      'https://reports.example.com/list?a=1&b=2',
    );
  });

  it('shows the loading view until the frame has loaded', async () => {
    await renderAt(iframeAt('https://reports.example.com/'));

    expect(screen.getByRole('status')).toHaveTextContent('页面加载中...');
    fireEvent.load(screen.getByTitle('嵌入页面：reports.example.com'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers the address in a new window, without opener or referrer', async () => {
    await renderAt(iframeAt('https://reports.example.com/a'), 'en');

    const link = screen.getByRole('link', { name: 'Open in a new window' });
    expect(link).toHaveAttribute('href', 'https://reports.example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTitle('Embedded page: reports.example.com')).toBeInTheDocument();
  });

  it('refuses a javascript: address: an error, the value as text, and no frame', async () => {
    const { container } = await renderAt(iframeAt('javascript:alert(document.cookie)'));

    expect(screen.getByText('不支持的地址类型')).toBeInTheDocument();
    expect(screen.getByTestId('iframe-refused-value')).toHaveTextContent(
      'javascript:alert(document.cookie)',
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('refuses a relative address as invalid', async () => {
    const { container } = await renderAt(iframeAt('//evil.example/x'));

    expect(screen.getByText('页面地址无效')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('asks before embedding a site no menu or registry entry names, showing its host', async () => {
    const { container } = await renderAt(iframeAt('https://elsewhere.example/login'));

    expect(screen.getByText('该页面不在门户的菜单中')).toBeInTheDocument();
    expect(screen.getByTestId('iframe-unknown-host')).toHaveTextContent('elsewhere.example');
    expect(container.querySelector('iframe')).toBeNull();

    await act(() => screen.getByRole('button', { name: '仍然打开 elsewhere.example' }).click());
    expect(screen.getByTitle('嵌入页面：elsewhere.example')).toHaveAttribute(
      'src',
      'https://elsewhere.example/login',
    );
  });

  it('says so when no address was given', async () => {
    const { container } = await renderAt('/iframe', 'en');

    expect(screen.getByText('No page to open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('IframePage in a kept-alive tab', () => {
  function KeptAlive({ isShown }: { isShown: boolean }) {
    return (
      <Activity mode={isShown ? 'visible' : 'hidden'}>
        <IframePage knownOrigins={knownOrigins} />
      </Activity>
    );
  }

  function Harness() {
    const { search } = useLocation();
    const navigate = useNavigate();
    const isShown = search.includes('reports');
    return (
      <>
        <KeptAlive isShown={isShown} />
        <button type="button" onClick={() => void navigate(iframeAt('https://other.example/'))}>
          other
        </button>
        <button
          type="button"
          onClick={() => void navigate(iframeAt('https://reports.example.com/b'))}
        >
          back
        </button>
      </>
    );
  }

  it('keeps its own address while another page is shown, and follows it when shown', async () => {
    await renderWithI18n(
      <MemoryRouter initialEntries={[iframeAt('https://reports.example.com/a')]}>
        <Harness />
      </MemoryRouter>,
    );
    const frame = () => document.querySelector('iframe');
    expect(frame()).toHaveAttribute('src', 'https://reports.example.com/a');

    await act(() => screen.getByRole('button', { name: 'other' }).click());
    expect(frame()).toHaveAttribute('src', 'https://reports.example.com/a');

    await act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(frame()).toHaveAttribute('src', 'https://reports.example.com/b');
  });
});
