import {
  DownOutlined,
  HomeOutlined,
  LogoutOutlined,
  SettingOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, Modal, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import './user-menu.css';

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
};

/** The user dropdown of the top bar (spec §2). */
export function UserMenu({
  userName,
  avatar,
  canSwitchFirm,
  onHome,
  onSwitchFirm,
  onSettings,
  onSignOut,
}: UserMenuProps) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();

  function confirmSignOut() {
    void modal.confirm({
      title: t('session.signOutTitle'),
      content: t('session.signOutConfirm'),
      okText: t('session.confirm'),
      cancelText: t('session.cancel'),
      onOk: onSignOut,
    });
  }

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
    'sign-out': confirmSignOut,
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick: ({ key }) => actions[key]?.() }}
        trigger={['click']}
        placement="bottomRight"
      >
        <button
          type="button"
          className="user-menu"
          aria-label={t('layout.userMenu', { name: userName })}
          aria-haspopup="menu"
        >
          <Avatar size={28} src={avatar || undefined} className="user-menu__avatar">
            {userName.slice(0, 1)}
          </Avatar>
          <span className="user-menu__name" data-testid="current-user-name">
            {userName}
          </span>
          <DownOutlined className="user-menu__caret" />
        </button>
      </Dropdown>
      {modalHolder}
    </>
  );
}
