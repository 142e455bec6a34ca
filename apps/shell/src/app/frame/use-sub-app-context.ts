import { usePermissionStore } from '@/features/access/button-permissions';
import { readToken } from '@/features/session/session-store';
import { useThemeStore } from '@/features/theme/theme-store';
import type { UserInfo } from '@portal/contract';
import type { HostContext } from '@portal/subapp-sdk';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What the shell tells its apps besides the user: it follows language, theme, token and firm. */
export function useSubAppContext(
  userInfo: UserInfo | undefined,
): Pick<HostContext, 'token' | 'locale' | 'theme' | 'buttons'> {
  const { i18n } = useTranslation();
  const themeName = useThemeStore((state) => state.themeName);
  const buttonFlags = usePermissionStore((state) => state.flags);
  return useMemo(
    () => ({
      token: readToken() ?? '',
      locale: i18n.language === 'en' ? ('en' as const) : ('zh-CN' as const),
      theme: themeName,
      buttons: Object.keys(buttonFlags),
    }),
    // The token is read again when the user info changes (sign-in, firm switch).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [userInfo, i18n.language, themeName, buttonFlags],
  );
}
