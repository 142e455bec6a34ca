import { dropChoice } from '@/app/frame/navigation/pending-choice';
import { queryClient } from '@/app/query-client';
import { setButtonCodes } from '@/features/access/button-permissions';
import { changeLanguage, defaultLanguage, i18n } from '@/features/i18n/i18n';
import { clearLogs } from '@/features/logs/log-store';
import { useLogViewer } from '@/features/logs/log-viewer-state';
import { useAppGenerations } from '@/features/micro/app-refresh';
import { useFailedApps } from '@/features/micro/failed-apps';
import { reloadSessionUser } from '@/features/session/session-user-store';
import { resetTabs } from '@/features/tabs/tab-store';
import { useThemeStore } from '@/features/theme/theme-store';
import { defaultThemeName } from '@/features/theme/themes';
import { cleanup, waitFor } from '@testing-library/react';
import { createRequire } from 'node:module';

// The test files of a worker share one jsdom window and one module graph (isolate: false in
// vitest.config.ts): what a test leaves in the page or in a module, any later test would see.

/**
 * Takes down what the test put on the page: its React trees, antd's notices, the Escape handlers
 * of antd's popups, and the nodes it added to <body>.
 */
export async function clearPage(): Promise<void> {
  cleanup();
  await removeStaticNotices();
  forgetEscapeHandlers();
  for (const node of [...document.body.childNodes]) {
    if (!isStaticNoticeHolder(node)) node.remove();
  }
}

/**
 * The shell's state and the page's as a fresh page load finds them: stores, query cache,
 * language, storage, cookies, address, title and the attributes of <html> and <body>. Before each
 * test rather than after: a test that reloads a module with vi.resetModules leaves the modules
 * after it a copy made from its own storage (a stored theme, a stored log), met by the next file.
 */
export async function resetShellState(): Promise<void> {
  if (i18n.isInitialized && i18n.language !== defaultLanguage) {
    await changeLanguage(defaultLanguage);
  }
  queryClient.clear();
  dropChoice();
  resetTabs();
  clearLogs();
  useLogViewer.setState(useLogViewer.getInitialState(), true);
  setButtonCodes([]);
  useFailedApps.setState(useFailedApps.getInitialState(), true);
  useAppGenerations.setState(useAppGenerations.getInitialState(), true);
  useThemeStore.setState({ themeName: defaultThemeName });

  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.head.querySelector('title')?.remove();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  // The user as a page load reads it: from the storage, now empty.
  reloadSessionUser();
}

/**
 * antd's message and notification functions render into holders of their own that live on,
 * outside any test's tree. Their notices go, and jsdom never ends a transition: the ones on their
 * way out would stay in the page (role="alert") for the tests after.
 */
async function removeStaticNotices() {
  const notices = () => document.querySelectorAll('.ant-message-notice, .ant-notification-notice');
  if (notices().length === 0) return;
  const [{ default: message }, { default: notification }] = await Promise.all([
    import('antd/es/message'),
    import('antd/es/notification'),
  ]);
  message.destroy();
  notification.destroy();
  await waitFor(() => {
    const left = notices();
    for (const notice of left) notice.dispatchEvent(new Event('transitionend'));
    if (left.length > 0) throw new Error(`${left.length} antd notices are still on the page`);
  });
}

/** The list antd's message or notification renders its notices in: its holder keeps it. */
function isStaticNoticeHolder(node: Node) {
  return (
    node instanceof HTMLElement &&
    (node.classList.contains('ant-message') || node.classList.contains('ant-notification'))
  );
}

const requireFromHere = createRequire(import.meta.url);

/**
 * antd's dialogs and popups close on Escape through one stack of handlers in
 * @rc-component/portal. Under test every entry has the same id ('test-id': @rc-component/util's
 * useId under NODE_ENV=test), so the entry of a render React discarded is never taken off, and
 * takes the Escape of every dialog opened after it. Once the trees are gone, none is open.
 */
function forgetEscapeHandlers() {
  const { _test } = requireFromHere('@rc-component/portal/lib/useEscKeyDown') as {
    _test: () => { stack: unknown[] };
  };
  _test().stack.splice(0);
}
