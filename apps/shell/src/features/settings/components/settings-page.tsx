import type { UserInfo } from '@portal/contract';
import { useSecondFactorPolicy } from '@/lib/runtime-config';
import { Card } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasskeysCard } from './passkeys-card';
import { PasswordForm } from './password-form';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import { TotpCard } from './totp-card';
import './settings-page.css';

export type SettingsPageProps = {
  userInfo: UserInfo;
  firmName?: string | undefined;
  /** A password change is half typed (true), or no longer: unsaved work the shell asks about. */
  onDirtyChange?: ((isDirty: boolean) => void) | undefined;
  /** The language switch, rendered under its label. */
  languageSwitch: ReactNode;
  /** The theme choice, rendered under its label. */
  themeSelect: ReactNode;
  /** Running an app from one's development server, for its developers (decision 0026). */
  developerOverride?: ReactNode;
};

/** /info/index: the user's details, password and preferences. */
export function SettingsPage({
  userInfo,
  firmName,
  onDirtyChange,
  languageSwitch,
  themeSelect,
  developerOverride,
}: SettingsPageProps) {
  const { t } = useTranslation();
  const id = useId();
  const secondFactorPolicy = useSecondFactorPolicy();
  const isSecondFactorOffered = secondFactorPolicy !== undefined && secondFactorPolicy !== 'off';

  return (
    <div className="settings">
      <h1 className="settings__title">{t('settings.title')}</h1>
      <div className="settings__column">
        <ProfileCard className="settings__profile" userInfo={userInfo} firmName={firmName} />
        <Card
          className="settings__preferences"
          variant="borderless"
          title={<h2 className="settings__card-title">{t('settings.preferences')}</h2>}
        >
          <div className="settings__preference">
            <span id={`${id}-language`} className="settings__preference-label">
              {t('settings.language')}
            </span>
            <div role="group" aria-labelledby={`${id}-language`}>
              {languageSwitch}
            </div>
          </div>
          <div className="settings__preference">
            <span id={`${id}-theme`} className="settings__preference-label">
              {t('settings.theme')}
            </span>
            <div role="group" aria-labelledby={`${id}-theme`}>
              {themeSelect}
            </div>
          </div>
        </Card>
      </div>
      <div className="settings__column">
        <Card
          className="settings__password"
          variant="borderless"
          title={<h2 className="settings__card-title">{t('settings.passwordTitle')}</h2>}
        >
          <PasswordForm onDirtyChange={onDirtyChange} />
        </Card>
        {isSecondFactorOffered && (
          <>
            <PasskeysCard className="settings__passkeys" userId={userInfo.userId} />
            <TotpCard
              className="settings__totp"
              userId={userInfo.userId}
              username={userInfo.userName}
            />
          </>
        )}
        <SessionsCard className="settings__sessions" userId={userInfo.userId} />
        {developerOverride}
      </div>
    </div>
  );
}
