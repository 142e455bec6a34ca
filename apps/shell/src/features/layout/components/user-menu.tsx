import {
  DownOutlined,
  HomeOutlined,
  LogoutOutlined,
  SettingOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { usePreloadWhenIdle } from '@/lib/preload-when-idle';
import { DialogPlaceholder } from '@/lib/ui/dialog-placeholder';
import { preloadable } from '@/lib/ui/preloadable';
import { UserAvatar } from '@/lib/ui/user-avatar';
import { Dropdown, type MenuProps } from 'antd';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignOutConfirmProps } from './sign-out-confirm';
import './user-menu.css';

function SignOutConfirmLoading({ onCancel }: SignOutConfirmProps) {
  const { t } = useTranslation();
  return <DialogPlaceholder title={t('session.signOutTitle')} width={416} onCancel={onCancel} />;
}

// The confirmation (antd's Modal) stays out of the first screen: it loads when the browser is idle
// after it, or with the first request if that comes sooner.
const signOutConfirm = preloadable(
  () => import('./sign-out-confirm').then((module) => module.SignOutConfirm),
  SignOutConfirmLoading,
);
const SignOutConfirm = signOutConfirm.Component;

export type UserMenuProps = {
  userName: string;
  avatar: string | undefined;
  /** Offered only to a member of more than one firm (spec §2, §6). */
  canSwitchFirm: boolean;
  onHome: () => void;
  onSwitchFirm: () => void;
  onSettings: () => void;
  /** Called once the user confirmed. */
  onSignOut: () => Promise<void>;
  /** What signing out would lose, said in its confirmation. */
  signOutWarning?: string | undefined;
};

/** The user dropdown of the top bar (spec §2). */
export const UserMenu = memo(function UserMenu({
  userName,
  avatar,
  canSwitchFirm,
  onHome,
  onSwitchFirm,
  onSettings,
  onSignOut,
  signOutWarning,
}: UserMenuProps) {
  const { t } = useTranslation();
  const [signOutRequest, setSignOutRequest] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle(signOutConfirm.preload);

  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined />, label: t('session.home') },
    ...(canSwitchFirm
      ? [{ key: 'switch-firm', icon: <SwapOutlined />, label: t('layout.switchFirm') }]
      : []),
    { key: 'settings', icon: <SettingOutlined />, label: t('layout.settings') },
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: t('session.signOut') },
  ];

  const actions: Record<string, () => void> = {
    home: onHome,
    'switch-firm': onSwitchFirm,
    settings: onSettings,
    'sign-out': () => setSignOutRequest((request) => request + 1),
  };

  return (
    <>
      <Dropdown
        menu={{
          items,
          onClick: ({ key, domEvent }) => {
            // Back to the button, as after any menu; chosen with Enter, the key must not press it.
            domEvent.preventDefault();
            buttonRef.current?.focus();
            actions[key]?.();
          },
        }}
        trigger={['click']}
        placement="bottomRight"
        // Opened from the keyboard, the arrow keys then move through the items at once.
        autoFocus
        onOpenChange={(open) => {
          // antd leaves the focus nowhere when the menu closes with the focus in it (Escape).
          if (!open && document.activeElement?.closest('.ant-dropdown')) buttonRef.current?.focus();
        }}
      >
        <button ref={buttonRef} type="button" className="user-menu" aria-haspopup="menu">
          {/*
           * Named by its content, not aria-label: the avatar's initial is visible text too, and a
           * label must contain all of it. What is seen stays hidden from screen readers, which
           * read the full label with the same name in it.
           */}
          <UserAvatar name={userName} src={avatar || undefined} size={28} />
          <span className="user-menu__name" data-testid="current-user-name" aria-hidden>
            {userName}
          </span>
          <span className="user-menu__label">{t('layout.userMenu', { name: userName })}</span>
          <DownOutlined className="user-menu__caret" aria-hidden />
        </button>
      </Dropdown>
      {signOutRequest > 0 ? (
        <SignOutConfirm
          request={signOutRequest}
          onSignOut={onSignOut}
          warning={signOutWarning}
          onCancel={() => setSignOutRequest(0)}
        />
      ) : null}
    </>
  );
});
