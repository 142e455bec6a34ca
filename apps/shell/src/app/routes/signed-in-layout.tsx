import { FeedbackButton } from '@/features/feedback/components/feedback-button';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { Brand } from '@/features/layout/components/brand';
import { FullscreenButton } from '@/features/layout/components/fullscreen-button';
import { ShellFrame } from '@/features/layout/components/shell-frame';
import { UserMenu } from '@/features/layout/components/user-menu';
import { LogViewerButton } from '@/features/logs/components/log-viewer-button';
import { menuTreeQuery } from '@/features/menu/api/get-menu-tree';
import { SideMenu } from '@/features/menu/components/side-menu';
import { menuLabel } from '@/features/menu/menu-labels';
import { menuLeaves, visibleMenu } from '@/features/menu/menu-model';
import { MenuSearch } from '@/features/search/components/menu-search';
import { readFirmList } from '@/features/session/session-store';
import { useSessionUser } from '@/features/session/session-user-store';
import { signOut } from '@/features/session/sign-out';
import { KeepAlivePages } from '@/features/tabs/components/keep-alive-pages';
import { TabStrip, type TabAction } from '@/features/tabs/components/tab-strip';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  refreshTab,
  resetTabs,
} from '@/features/tabs/tab-store';
import { ThemePicker } from '@/features/theme/components/theme-picker';
import { logoUrl } from '@/features/theme/logo';
import { useThemeStore } from '@/features/theme/theme-store';
import { useSiderMenuTheme } from '@/features/theme/use-antd-theme';
import { getStore, setStore } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutlet } from 'react-router';
import { AppLoading } from '../app-loading';
import { useFrameTabs } from '../frame/use-frame-tabs';
import { tabTitle } from '../frame/tab-for-location';
import { SignedInProviders } from '../signed-in-providers';

/** The frame of every signed-in page. */
export function SignedInLayout() {
  return (
    <SignedInProviders>
      <Frame />
    </SignedInProviders>
  );
}

const defaultKeepAliveLimit = 30;

function Frame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const outlet = useOutlet();
  const { userInfo, firm } = useSessionUser();
  const themeName = useThemeStore((state) => state.themeName);
  const siderMenuTheme = useSiderMenuTheme();
  const [collapsed, setCollapsed] = useState(
    () => getStore<boolean>({ name: storageKeys.menuCollapsed }) === true,
  );
  const { website } = getRuntimeConfig();

  const firmId = firm?.firmId ?? userInfo?.firmId ?? 0;
  const menuQuery = useQuery({
    ...menuTreeQuery({ firmId, userId: userInfo?.userId ?? 0 }),
    enabled: userInfo !== undefined,
  });
  const menu = useMemo(() => visibleMenu(menuQuery.data?.menu ?? []), [menuQuery.data]);
  const leaves = useMemo(() => menuLeaves(menu), [menu]);
  const searchEntries = useMemo(
    () =>
      leaves.map((leaf) => ({
        key: String(leaf.node.id),
        label: menuLabel(leaf.node, i18n.language),
        path: leaf.target,
        icon: leaf.node.icon,
      })),
    [leaves, i18n.language],
  );

  const { tabs, activeFullPath, meta } = useFrameTabs(leaves);
  const openKeys = useMemo(() => new Set(tabs.map((tab) => tab.fullPath)), [tabs]);

  function onCollapsedChange(next: boolean) {
    setCollapsed(next);
    setStore({ name: storageKeys.menuCollapsed, content: next });
  }

  function onTabAction(action: TabAction, fullPath: string) {
    if (action === 'refresh') {
      refreshTab(fullPath);
      if (fullPath !== activeFullPath) void navigate(fullPath);
    }
    if (action === 'close') {
      const next = closeTab(fullPath, activeFullPath);
      if (next) void navigate(next);
    }
    if (action === 'close-others') {
      closeOtherTabs(fullPath);
      if (fullPath !== activeFullPath) void navigate(fullPath);
    }
    if (action === 'close-all') void navigate(closeAllTabs());
  }

  async function onSignOut() {
    await signOut();
    resetTabs();
    await navigate('/login', { replace: true });
  }

  const userName = userInfo?.userName ?? '';
  const firmName = firm?.firmName;

  return (
    <ShellFrame
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
      pageKey={activeFullPath}
      brand={(isCollapsed) => (
        <Brand
          logoUrl={logoUrl({ firmNo: userInfo?.firmNo, themeName })}
          title={t('app.fullName')}
          subtitle={firmName}
          collapsed={isCollapsed}
          homeLabel={t('layout.goHome')}
          onHome={() => void navigate('/wel/index')}
        />
      )}
      menu={(isCollapsed) => (
        <SideMenu
          menu={menu}
          pathname={location.pathname}
          search={location.search}
          collapsed={isCollapsed}
          theme={siderMenuTheme}
          onOpen={(leaf) => void navigate(leaf.target)}
        />
      )}
      actions={
        <>
          <MenuSearch entries={searchEntries} onChoose={(entry) => void navigate(entry.path)} />
          <FullscreenButton />
          <ThemePicker />
          <LogViewerButton />
          <FeedbackButton />
          <LanguageSwitch />
        </>
      }
      userMenu={
        <UserMenu
          userName={userName}
          avatar={userInfo?.avatar}
          canSwitchFirm={readFirmList().length > 1}
          onHome={() => void navigate('/wel/index')}
          onSwitchFirm={() => undefined}
          onSettings={() => void navigate('/info/index')}
          onSignOut={onSignOut}
        />
      }
      tabs={
        <TabStrip
          tabs={tabs}
          activeFullPath={activeFullPath}
          titleOf={(tab) => tabTitle(tab, leaves, i18n.language, (key) => t(key as 'app.name'))}
          onSelect={(tab) => void navigate(tab.fullPath)}
          onAction={(action, tab) => onTabAction(action, tab.fullPath)}
        />
      }
      watermark={website.watermark && userName ? userName : undefined}
    >
      <Suspense fallback={<AppLoading fill="box" />}>
        {meta.isTab ? (
          <KeepAlivePages
            element={outlet}
            location={location}
            pageKey={activeFullPath}
            keepAlive={meta.keepAlive}
            openKeys={openKeys}
            limit={website.keepAliveLimit ?? defaultKeepAliveLimit}
          />
        ) : (
          outlet
        )}
      </Suspense>
    </ShellFrame>
  );
}
