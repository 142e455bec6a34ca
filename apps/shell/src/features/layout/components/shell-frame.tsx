import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../use-narrow-screen';
import { FrameWatermark } from './frame-watermark';
import './shell-frame.css';

// Only narrow screens need the drawer (and antd's Drawer): it loads there.
const MenuDrawer = lazy(() =>
  import('./menu-drawer').then((module) => ({ default: module.MenuDrawer })),
);

export type ShellFrameProps = {
  /** The firm's logo and name, on top of the menu. */
  brand: (collapsed: boolean) => ReactNode;
  menu: (collapsed: boolean) => ReactNode;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Controls of the top bar, right-aligned before the user menu. */
  actions: ReactNode;
  userMenu: ReactNode;
  tabs: ReactNode;
  /** The user name shown as a watermark over the content, or nothing. */
  watermark: string | undefined;
  /** Changes when the page changes: the menu drawer closes then. */
  pageKey: string;
  /** A band above the top bar that every page shows while it lasts, or nothing. */
  notice?: ReactNode;
  children: ReactNode;
};

const siderWidth = 220;
const collapsedWidth = 64;

/** The signed-in frame (spec §2 Layout): side menu, top bar, tab strip and content. */
export function ShellFrame({
  brand,
  menu,
  collapsed,
  onCollapsedChange,
  actions,
  userMenu,
  tabs,
  watermark,
  pageKey,
  notice,
  children,
}: ShellFrameProps) {
  const { t } = useTranslation();
  const isNarrow = useNarrowScreen();
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | undefined>(undefined);
  // The drawer closes as soon as the page changes (a menu entry was chosen).
  const isDrawerOpen = isNarrow && drawerOpenOn === pageKey;

  const isMenuOpen = isNarrow ? isDrawerOpen : !collapsed;
  function toggle() {
    if (isNarrow) setDrawerOpenOn(isDrawerOpen ? undefined : pageKey);
    else onCollapsedChange(!collapsed);
  }

  // Plain elements, not antd's Layout: its `.ant-layout *` and link resets would reach every
  // element of the sub-apps shown inside the content.
  return (
    <div className="shell-frame">
      {isNarrow ? (
        <Suspense fallback={null}>
          <MenuDrawer
            open={isDrawerOpen}
            onClose={() => setDrawerOpenOn(undefined)}
            width={siderWidth + 40}
          >
            <nav className="shell-frame__sider-body" aria-label={t('menu.label')}>
              {brand(false)}
              {menu(false)}
            </nav>
          </MenuDrawer>
        </Suspense>
      ) : (
        <Layout.Sider
          className="shell-frame__sider"
          width={siderWidth}
          collapsedWidth={collapsedWidth}
          collapsed={collapsed}
          trigger={null}
          collapsible
        >
          <nav className="shell-frame__sider-body" aria-label={t('menu.label')}>
            {brand(collapsed)}
            {menu(collapsed)}
          </nav>
        </Layout.Sider>
      )}
      <div className="shell-frame__main">
        {notice}
        <header className="shell-frame__header">
          <Button
            type="text"
            className="shell-frame__action"
            icon={isMenuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            aria-label={t(isMenuOpen ? 'layout.collapseMenu' : 'layout.expandMenu')}
            aria-expanded={isMenuOpen}
            onClick={toggle}
            data-testid="menu-toggle"
          />
          <div className="shell-frame__actions">
            {actions}
            {userMenu}
          </div>
        </header>
        {tabs}
        <main className="shell-frame__content">
          {children}
          {/* A layer over the pages rather than around them: it comes and goes without them. */}
          {watermark && <FrameWatermark text={watermark} />}
        </main>
      </div>
    </div>
  );
}
