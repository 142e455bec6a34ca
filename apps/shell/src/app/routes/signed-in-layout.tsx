import { DeveloperOverrideBanner } from '@/features/developer-override/components/developer-override-banner';
import { SubAppLayer } from '@/features/micro/components/sub-app-layer';
import { useSubAppPrefetch } from '@/features/micro/use-sub-app-prefetch';
import { Brand } from '@/features/layout/components/brand';
import { ShellFrame } from '@/features/layout/components/shell-frame';
import { UserMenu } from '@/features/layout/components/user-menu';
import { unlockSession } from '@/features/lock/lock-state';
import { SideMenu } from '@/features/menu/components/side-menu';
import { readFirmList } from '@/features/session/session-store';
import { useSessionUser } from '@/features/session/session-user-store';
import { KeepAlivePages } from '@/features/tabs/components/keep-alive-pages';
import type { Tab } from '@/features/tabs/tab';
import { TabStrip } from '@/features/tabs/components/tab-strip';
import { renameTab } from '@/features/tabs/tab-store';
import { logoUrl } from '@/features/theme/logo';
import { useThemeStore } from '@/features/theme/theme-store';
import { useSiderMenuTheme } from '@/features/theme/use-antd-theme';
import { useTodoPolling } from '@/features/workbench/use-todo-polling';
import { getStore, setStore } from '@/lib/storage';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutlet } from 'react-router';
import { AppLoading } from '../app-loading';
import { PageCrashBoundary, subAppCrashView } from '../frame/crash-views';
import { tabTitle } from '../frame/navigation/tab-for-location';
import { useFrameNavigation } from '../frame/navigation/use-frame-navigation';
import { TopBarActions } from '../frame/top-bar-actions';
import { useFrameMenu } from '../frame/use-frame-menu';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePaintedOnce } from '@/lib/use-painted-once';
import { SessionOverlays } from '../frame/session-overlays';
import { useFirmSwitch } from '../frame/use-firm-switch';
import { useSessionActions } from '../frame/use-session-actions';
import { useDeveloperBuild } from '../frame/use-developer-build';
import { useSubAppContext } from '../frame/use-sub-app-context';
import { useSubApps } from '../frame/use-sub-apps';
import { useTabActions } from '../frame/use-tab-actions';
import { useUnsavedTabs } from '../frame/use-unsaved-tabs';
import { SignedInProviders } from '../signed-in-providers';
import { paths } from '@/lib/paths';
import { storageKey } from '@/lib/storage-keys';

const menuCollapsedKey = storageKey('isCollapse', 'session');

/** The frame of every signed-in page. */
export function SignedInLayout() {
  return (
    <SignedInProviders>
      <Frame />
    </SignedInProviders>
  );
}

const defaultKeepAliveLimit = 30;

const isLockPage = (pathname: string) => pathname === paths.lock;

function Frame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const outlet = useOutlet();
  const { userInfo, firm, firmId: sessionFirmId } = useSessionUser();
  const themeName = useThemeStore((state) => state.themeName);
  const siderMenuTheme = useSiderMenuTheme();
  const [collapsed, setCollapsed] = useState(
    () => getStore<boolean>({ name: menuCollapsedKey }) === true,
  );
  const { website, session } = getRuntimeConfig();
  const isLocked = isLockPage(location.pathname);
  // The page first: the menu, the top bar's controls and the watermark render a frame after it.
  const isChromeShown = usePaintedOnce();

  const firmId = sessionFirmId ?? 0;
  const { menu, leaves, searchEntries } = useFrameMenu(userInfo, firmId);
  const menuSubRoutes = useMemo(() => leaves.map(({ node }) => node.subRoute), [leaves]);
  useSubAppPrefetch(menuSubRoutes, { userInfo });

  const navigation = useFrameNavigation(leaves);
  const { tabs, stripTabs, activeFullPath, shownTab, meta, openPath, goHome, openLeaf } =
    navigation;
  const openKeys = useMemo(() => new Set(tabs.map((tab) => tab.fullPath)), [tabs]);
  const titleOf = useCallback(
    (tab: Tab) => tabTitle(tab, leaves, i18n.language, (key) => t(key as 'app.fullName')),
    [leaves, i18n.language, t],
  );
  const shownTabEntry = stripTabs.find((tab) => tab.fullPath === shownTab);
  useDocumentTitle(shownTabEntry && titleOf(shownTabEntry));
  const { confirmUnsaved, holder: unsavedHolder, unsavedWarning } = useUnsavedTabs(tabs, titleOf);

  const subApps = useSubApps({
    tabs,
    activeFullPath: shownTab,
    activeSubAppRoute: isLocked ? undefined : navigation.shownSubAppRoute,
    userInfo,
    context: useSubAppContext(),
    openPath,
    closeTabs: navigation.closeTabs,
    renameTab,
    titleOf,
  });
  const onTabAction = useTabActions({
    navigation,
    confirmUnsaved,
    refreshAppOf: subApps.refreshAppOf,
  });

  useTodoPolling({
    firmId: sessionFirmId,
    userId: userInfo?.userId,
    intervalMs: session.todoPollIntervalMs,
    isActive: userInfo !== undefined && !isLocked,
    onOpen: openPath,
  });
  const { onSignOut, onLock, idle } = useSessionActions(userInfo?.userId);
  const firmSwitch = useFirmSwitch();
  const developerBuild = useDeveloperBuild();
  const goToSettings = useCallback(() => void navigate(paths.settings), [navigate]);

  function onCollapsedChange(next: boolean) {
    setCollapsed(next);
    setStore({ name: menuCollapsedKey, content: next });
  }
  const logo = logoUrl({ firmNo: userInfo?.firmNo, themeName });
  const brand = useCallback(
    (isCollapsed: boolean) => (
      <Brand
        logoUrl={logo}
        title={t('app.fullName')}
        subtitle={firm?.firmName}
        collapsed={isCollapsed}
        homeLabel={t('layout.goHome')}
        onHome={goHome}
      />
    ),
    [logo, t, firm?.firmName, goHome],
  );
  // The side menu follows a page chosen elsewhere (a tab, a link) a render later, once the page
  // is painted: its new selection and open sections re-render antd's menu and start its colour
  // transitions, some milliseconds that would otherwise hold back the switch's frame.
  const { pathname, search } = useDeferredValue(location);
  const sideMenu = useCallback(
    (isCollapsed: boolean) =>
      isChromeShown && (
        <SideMenu
          menu={menu}
          pathname={pathname}
          search={search}
          collapsed={isCollapsed}
          theme={siderMenuTheme}
          onOpen={openLeaf}
        />
      ),
    [isChromeShown, menu, pathname, search, siderMenuTheme, openLeaf],
  );

  const userName = userInfo?.userName ?? '';
  const canSwitchFirm = readFirmList().length > 1;

  return (
    <>
      <div className="signed-in-layout" inert={isLocked}>
        <ShellFrame
          collapsed={collapsed}
          onCollapsedChange={onCollapsedChange}
          pageKey={activeFullPath}
          notice={developerBuild && <DeveloperOverrideBanner {...developerBuild} />}
          brand={brand}
          menu={sideMenu}
          actions={
            isChromeShown && (
              <TopBarActions
                searchEntries={searchEntries}
                onOpenPath={navigation.openAddress}
                onLock={onLock}
              />
            )
          }
          userMenu={
            isChromeShown && (
              <UserMenu
                userName={userName}
                avatar={userInfo?.avatar}
                canSwitchFirm={canSwitchFirm}
                onHome={goHome}
                onSwitchFirm={firmSwitch.askFirmSwitch}
                onSettings={goToSettings}
                onSignOut={onSignOut}
                signOutWarning={unsavedWarning}
              />
            )
          }
          tabs={
            <TabStrip
              tabs={stripTabs}
              activeFullPath={shownTab}
              titleOf={titleOf}
              onSelect={navigation.selectTab}
              onAction={(action, tab) => void onTabAction(action, tab)}
            />
          }
          watermark={isChromeShown && website.watermark && userName ? userName : undefined}
        >
          <Suspense fallback={<AppLoading fill="box" />}>
            <KeepAlivePages
              active={
                meta.isTab
                  ? {
                      element: <PageCrashBoundary>{outlet}</PageCrashBoundary>,
                      pageKey: activeFullPath,
                      keepAlive: meta.keepAlive,
                    }
                  : undefined
              }
              chosenKey={shownTab}
              location={location}
              openKeys={openKeys}
              limit={website.keepAliveLimit ?? defaultKeepAliveLimit}
            />
            {!meta.isTab && !isLocked && outlet}
            <SubAppLayer
              apps={subApps.apps}
              active={subApps.active}
              dataFor={subApps.dataFor}
              onMessage={subApps.onMessage}
              onLoadFailed={subApps.onLoadFailed}
              onHostLog={subApps.onHostLog}
              onNavigated={subApps.onNavigated}
              onSandbox={subApps.onSandbox}
              loadTimeoutMs={website.subAppLoadTimeoutMs}
              loading={<AppLoading fill="box" />}
              crashView={subAppCrashView}
            />
          </Suspense>
        </ShellFrame>
      </div>
      {unsavedHolder}
      <SessionOverlays
        user={userInfo}
        idleRemaining={idle.remaining}
        onStay={idle.stay}
        isSwitchingFirm={firmSwitch.isSwitchingFirm}
        onCloseFirmSwitch={firmSwitch.closeFirmSwitch}
        onFirmSwitched={firmSwitch.onFirmSwitched}
        isLocked={isLocked}
        onUnlocked={() => void navigate(unlockSession(), { replace: true })}
        onSignOut={() => void onSignOut()}
        unsavedWarning={unsavedWarning}
      />
    </>
  );
}
