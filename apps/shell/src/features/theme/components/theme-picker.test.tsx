import { getStore } from '@/lib/storage';
import { renderWithI18n } from '@/test/render-with-i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThemeStore } from '../theme-store';
import { ThemePicker } from './theme-picker';

const htmlClasses = () => [...document.documentElement.classList];

/** A key as rc-menu reads it (by keyCode), pressed where the focus is. */
function press(key: 'ArrowDown' | 'Enter') {
  const keyCode = { ArrowDown: 40, Enter: 13 }[key];
  fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode, which: keyCode });
}

describe('ThemePicker', () => {
  beforeEach(() => {
    useThemeStore.getState().setThemeName('theme-white');
    window.localStorage.clear();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the eight themes by name, the current one checked', async () => {
    await renderWithI18n(<ThemePicker />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: '切换主题' }));

    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual([
      '白色主题',
      '星空主题',
      '尊贵黑金',
      '炫彩主题',
      '经典主题',
      '活力橙',
      'D2 主题',
      '深蓝主题',
    ]);
    expect(screen.getByRole('menuitemradio', { name: '白色主题' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: '星空主题' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('applies and stores the chosen theme at once', async () => {
    await renderWithI18n(<ThemePicker />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: '切换主题' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '星空主题' }));

    expect(useThemeStore.getState().themeName).toBe('theme-star');
    expect(htmlClasses()).toEqual(['theme-star']);
    expect(getStore({ name: 'themeName' })).toBe('theme-star');

    await user.click(screen.getByRole('button', { name: '切换主题' }));
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: '星空主题' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });

  it('is operated with the keyboard: Enter opens, arrows move, Enter applies', async () => {
    // rc-menu skips items without a layout box, and jsdom lays nothing out.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 160, height: 32 }),
    );
    await renderWithI18n(<ThemePicker />);
    const user = userEvent.setup({ delay: null });
    const button = screen.getByRole('button', { name: '切换主题' });

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: '白色主题' })).toHaveFocus(),
    );
    press('ArrowDown');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: '星空主题' })).toHaveFocus(),
    );
    press('ArrowDown');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: '尊贵黑金' })).toHaveFocus(),
    );
    press('Enter');

    expect(useThemeStore.getState().themeName).toBe('theme-vip');
    expect(htmlClasses()).toEqual(['theme-vip']);
    expect(button).toHaveFocus();
  });

  it('names its button in a tooltip', async () => {
    await renderWithI18n(<ThemePicker />);
    const user = userEvent.setup({ delay: null });

    await user.hover(screen.getByRole('button', { name: '切换主题' }));

    expect(await screen.findByRole('tooltip')).toHaveTextContent('切换主题');
  });

  it('speaks English', async () => {
    await renderWithI18n(<ThemePicker />, { language: 'en' });
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Change theme' }));

    expect(
      await screen.findByRole('menuitemradio', { name: 'Black and gold' }),
    ).toBeInTheDocument();
  });
});
