import type { ThemeConfig } from 'antd';
import { useThemeStore } from './theme-store';
import { themes, type ThemeDefinition } from './themes';
import './themes.css';

function useThemeDefinition(): ThemeDefinition {
  return themes[useThemeStore((state) => state.themeName)];
}

/** The current theme's antd configuration, for the signed-in pages' ConfigProvider. */
export function useAntdTheme(): ThemeConfig {
  return useThemeDefinition().antd;
}

/** The `theme` prop of the side menu. */
export function useSiderMenuTheme(): ThemeDefinition['siderMenu'] {
  return useThemeDefinition().siderMenu;
}

/** Which logo variant reads on the current theme's logo background. */
export function useLogoTone(): ThemeDefinition['logoTone'] {
  return useThemeDefinition().logoTone;
}
