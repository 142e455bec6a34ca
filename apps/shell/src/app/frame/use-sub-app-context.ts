import { usePermissionStore } from '@/features/access/button-permissions';
import { useThemeStore } from '@/features/theme/theme-store';
import type { HostContext } from '@portal/subapp-sdk';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the shell tells its apps besides the user and their own token: it follows language, theme
 * and firm.
 */
export function useSubAppContext(): Pick<HostContext, 'locale' | 'theme' | 'buttons'> {
  const { i18n } = useTranslation();
  const themeName = useThemeStore((state) => state.themeName);
  const buttonFlags = usePermissionStore((state) => state.flags);
  return useMemo(
    () => ({
      locale: i18n.language === 'en' ? ('en' as const) : ('zh-CN' as const),
      theme: themeName,
      buttons: Object.keys(buttonFlags),
    }),
    [i18n.language, themeName, buttonFlags],
  );
}
