import { initI18n, loadAllMessages, loadPageMessages, type Language } from '@/features/i18n/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Every page's messages (`locales/zh-cn/pages/`), which the app loads with each page. */
const pages = Object.keys(import.meta.glob('../features/i18n/locales/zh-cn/pages/*.ts')).map(
  (path) => path.replace(/^.*\/|\.ts$/g, ''),
);

/** Renders with the shell's real translations, in the given language, every page's included. */
export async function renderWithI18n(
  ui: ReactElement,
  { language = 'zh-CN', ...options }: RenderOptions & { language?: Language } = {},
) {
  await initI18n(language);
  await loadAllMessages();
  await Promise.all(pages.map(loadPageMessages));
  return render(ui, options);
}
