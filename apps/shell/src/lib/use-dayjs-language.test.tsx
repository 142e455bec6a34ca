import { renderWithI18n } from '@/test/render-with-i18n';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { useDayjsLanguage } from './use-dayjs-language';

function Month() {
  useDayjsLanguage();
  return <p>{dayjs('2026-03-02').format('MMMM')}</p>;
}

describe('useDayjsLanguage', () => {
  it("names months in the user's language", async () => {
    const zh = await renderWithI18n(<Month />);
    expect(zh.container).toHaveTextContent('三月');
    zh.unmount();

    const en = await renderWithI18n(<Month />, { language: 'en' });
    expect(en.container).toHaveTextContent('March');
  });
});
