import { getStore, setStore } from '@/lib/storage';
import { renderWithI18n } from '@/test/render-with-i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useThemeStore } from '../theme-store';
import { ThemeSelect } from './theme-select';

const htmlClasses = () => [...document.documentElement.classList];

describe('ThemeSelect', () => {
  beforeEach(() => {
    setStore({ name: 'themeName', content: 'theme-white' });
    useThemeStore.getState().setThemeName('theme-white');
  });

  it('shows the current theme checked and applies a click at once', async () => {
    await renderWithI18n(<ThemeSelect />);
    const user = userEvent.setup({ delay: null });

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
    const user = userEvent.setup({ delay: null });

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
