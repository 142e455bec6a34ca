import { DeveloperOverrideCard } from '@/features/developer-override/components/developer-override-card';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { useSessionUser } from '@/features/session/session-user-store';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useMarkTabDirty } from '@/features/tabs/use-mark-tab-dirty';
import { ThemeSelect } from '@/features/theme/components/theme-select';
import { useState } from 'react';

/** /info/index: personal settings. */
export function SettingsRoute() {
  const { userInfo, firm } = useSessionUser();
  const [isDirty, setDirty] = useState(false);
  useMarkTabDirty(isDirty);
  if (!userInfo) return null;
  return (
    <SettingsPage
      userInfo={userInfo}
      firmName={firm?.firmName}
      onDirtyChange={setDirty}
      languageSwitch={<LanguageSwitch />}
      themeSelect={<ThemeSelect />}
      developerOverride={<DeveloperOverrideCard userId={userInfo.userId} />}
    />
  );
}
