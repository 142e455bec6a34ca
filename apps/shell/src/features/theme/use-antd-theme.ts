import { useMediaQuery } from '@/lib/use-media-query';
import type { ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { useThemeStore } from './theme-store';
import { themes, type ThemeDefinition } from './themes';
// eslint-disable-next-line import-x/no-unresolved -- a module of theme-assets.ts, made from themes.ts
import 'virtual:theme-variables.css';

function useThemeDefinition(): ThemeDefinition {
  return themes[useThemeStore((state) => state.themeName)];
}

/**
 * The current theme's antd configuration, for the signed-in pages' ConfigProvider. A user whose
 * system asks for reduced motion gets antd's components without their animations (WCAG 2.3.3):
 * menus open, dialogs and messages appear at once.
 */
export function useAntdTheme(): ThemeConfig {
  const { antd } = useThemeDefinition();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return useMemo(
    () => (reducedMotion ? { ...antd, token: { ...antd.token, motion: false } } : antd),
    [antd, reducedMotion],
  );
}

/** The `theme` prop of the side menu. */
export function useSiderMenuTheme(): ThemeDefinition['siderMenu'] {
  return useThemeDefinition().siderMenu;
}

/** Which logo variant reads on the current theme's logo background. */
export function useLogoTone(): ThemeDefinition['logoTone'] {
  return useThemeDefinition().logoTone;
}
