import { DownOutlined, HomeOutlined, LogoutOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Layout, Modal, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './basic-layout.css';

export type BasicLayoutProps = {
  userName: string;
  avatar?: string | undefined;
  /** Rendered before the user menu (the language switch). */
  toolbar?: ReactNode;
  onHome: () => void;
  /** Called once the user confirmed. */
  onSignOut: () => Promise<void>;
  children: ReactNode;
};

/** The first frame around signed-in pages: brand, toolbar and the user menu. */
export function BasicLayout({
  userName,
  avatar,
  toolbar,
  onHome,
  onSignOut,
  children,
}: BasicLayoutProps) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();

  function confirmSignOut() {
    modal.confirm({
      title: t('session.signOutTitle'),
      content: t('session.signOutConfirm'),
      okText: t('session.confirm'),
      cancelText: t('session.cancel'),
      onOk: onSignOut,
    });
  }

  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined />, label: t('session.home') },
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: t('session.signOut') },
  ];

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'home') onHome();
    if (key === 'sign-out') confirmSignOut();
  };

  return (
    <Layout className="basic-layout">
      <Layout.Header className="basic-layout__header">
        <button type="button" className="basic-layout__brand" onClick={onHome}>
          <img
            className="basic-layout__logo"
            src={`${import.meta.env.BASE_URL}favicon.svg`}
            alt={t('app.name')}
          />
          <span className="basic-layout__name">{t('app.fullName')}</span>
        </button>
        <div className="basic-layout__actions">
          {toolbar}
          <Dropdown
            menu={{ items, onClick: onMenuClick }}
            trigger={['click']}
            placement="bottomRight"
          >
            <button
              type="button"
              className="basic-layout__user"
              aria-label={t('layout.userMenu', { name: userName })}
              aria-haspopup="menu"
            >
              <Avatar size={30} src={avatar || undefined} className="basic-layout__avatar">
                {userName.slice(0, 1)}
              </Avatar>
              <span data-testid="current-user-name">{userName}</span>
              <DownOutlined className="basic-layout__caret" />
            </button>
          </Dropdown>
        </div>
      </Layout.Header>
      <Layout.Content className="basic-layout__content">{children}</Layout.Content>
      {modalHolder}
    </Layout>
  );
}
