import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { useSessionUser } from '@/features/session/session-user-store';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { ThemeSelect } from '@/features/theme/components/theme-select';

/** /info/index: personal settings. */
export function SettingsRoute() {
  const { userInfo, firm } = useSessionUser();
  if (!userInfo) return null;
  return (
    <SettingsPage
      userInfo={userInfo}
      firmName={firm?.firmName}
      languageSwitch={<LanguageSwitch />}
      themeSelect={<ThemeSelect />}
    />
  );
}
