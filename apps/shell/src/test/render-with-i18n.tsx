import { initI18n, loadAllMessages, type Language } from '@/features/i18n/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders with the shell's real translations, in the given language. */
export async function renderWithI18n(
  ui: ReactElement,
  { language = 'zh-CN', ...options }: RenderOptions & { language?: Language } = {},
) {
  await initI18n(language);
  await loadAllMessages();
  return render(ui, options);
}
