import { getStore, setStore } from '@/lib/storage';
import { renderWithI18n } from '@/test/render-with-i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThemeStore } from '../theme-store';
import { ThemePicker, ThemeSelect } from './theme-picker';

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
    const user = userEvent.setup();

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
    const user = userEvent.setup();

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
    const user = userEvent.setup();
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
    const user = userEvent.setup();

    await user.hover(screen.getByRole('button', { name: '切换主题' }));

    expect(await screen.findByRole('tooltip')).toHaveTextContent('切换主题');
  });

  it('speaks English', async () => {
    await renderWithI18n(<ThemePicker />, { language: 'en' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Change theme' }));

    expect(
      await screen.findByRole('menuitemradio', { name: 'Black and gold' }),
    ).toBeInTheDocument();
  });
});

describe('ThemeSelect', () => {
  beforeEach(() => {
    setStore({ name: 'themeName', content: 'theme-white' });
    useThemeStore.getState().setThemeName('theme-white');
  });

  it('shows the current theme checked and applies a click at once', async () => {
    await renderWithI18n(<ThemeSelect />);
    const user = userEvent.setup();

    const group = screen.getByRole('radiogroup', { name: '主题' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '白色主题' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '尊贵黑金' }));

    expect(screen.getByRole('radio', { name: '尊贵黑金' })).toBeChecked();
    expect(htmlClasses()).toEqual(['theme-vip']);
    expect(getStore({ name: 'themeName' })).toBe('theme-vip');
  });

  it('moves between themes with the arrow keys', async () => {
    await renderWithI18n(<ThemeSelect />);
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole('radio', { name: '白色主题' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');

    expect(screen.getByRole('radio', { name: '星空主题' })).toBeChecked();
    expect(useThemeStore.getState().themeName).toBe('theme-star');
  });

  it('follows a theme chosen elsewhere', async () => {
    await renderWithI18n(<ThemeSelect />);

    useThemeStore.getState().setThemeName('theme-d2');

    expect(await screen.findByRole('radio', { name: 'D2 主题' })).toBeChecked();
  });
});
