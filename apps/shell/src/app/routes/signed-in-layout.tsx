import { usePermissionStore } from '@/features/access/button-permissions';
import { SubAppLayer } from '@/features/micro/components/sub-app-layer';
import { subAppRouteOf } from '@/features/micro/sub-app-routes';
import { useSubAppPrefetch } from '@/features/micro/use-sub-app-prefetch';
import { Brand } from '@/features/layout/components/brand';
import { ShellFrame } from '@/features/layout/components/shell-frame';
import { UserMenu } from '@/features/layout/components/user-menu';
import { unlockSession } from '@/features/lock/lock-state';
import { SideMenu } from '@/features/menu/components/side-menu';
import type { MenuLeaf } from '@/features/menu/menu-model';
import { readFirmList, readToken } from '@/features/session/session-store';
import { useSessionUser } from '@/features/session/session-user-store';
import { KeepAlivePages } from '@/features/tabs/components/keep-alive-pages';
import { isFixed, splitFullPath, type Tab } from '@/features/tabs/tab';
import { TabStrip, type TabAction } from '@/features/tabs/components/tab-strip';
import {
  chooseTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  dropChoice,
  ensureFixedTabs,
  refreshTab,
  renameTab,
  useChosenSubRoute,
  useShownTab,
  useStripTabs,
  useTabStore,
} from '@/features/tabs/tab-store';
import { useConfirmUnsaved, useNameTabs } from '@/features/tabs/use-confirm-unsaved';
import { useWarnBeforeUnload } from '@/features/tabs/use-warn-before-unload';
import { logoUrl } from '@/features/theme/logo';
import { useThemeStore } from '@/features/theme/theme-store';
import { useSiderMenuTheme } from '@/features/theme/use-antd-theme';
import { useTodoPolling } from '@/features/workbench/use-todo-polling';
import { getStore, setStore } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';
import { afterNextPaint } from '@/lib/after-paint';
import { notify } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import type { Firm } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutlet } from 'react-router';
import { AppLoading } from '../app-loading';
import { PageCrashBoundary, subAppCrashView } from '../frame/crash-views';
import { fixedTabs } from '../frame/fixed-tabs';
import { forgetPreviousFirm } from '../frame/forget-firm';
import { navigateOnceShown } from '../frame/navigate-once-shown';
import { tabForLocation, tabTitle } from '../frame/tab-for-location';
import { TopBarActions } from '../frame/top-bar-actions';
import { useFrameMenu } from '../frame/use-frame-menu';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFrameTabs } from '../frame/use-frame-tabs';
import { useSessionActions } from '../frame/use-session-actions';
import { useSubApps } from '../frame/use-sub-apps';
import { subAppTabPage } from '../route-meta';
import { SignedInProviders } from '../signed-in-providers';

/** The frame of every signed-in page. */
export function SignedInLayout() {
  return (
    <SignedInProviders>
      <Frame />
    </SignedInProviders>
  );
}

const IdleExpiryNotice = lazy(() =>
  import('@/features/idle/components/idle-expiry-notice').then((module) => ({
    default: module.IdleExpiryNotice,
  })),
);
const FirmSwitchDialog = lazy(() =>
  import('@/features/session/components/firm-switch-dialog').then((module) => ({
    default: module.FirmSwitchDialog,
  })),
);
const LockScreen = lazy(() =>
  import('@/features/lock/components/lock-screen').then((module) => ({
    default: module.LockScreen,
  })),
);

const defaultKeepAliveLimit = 30;

// The guard of menu routes, which a sub-app page opened from the menu goes through.
const preloadMenuAccess = () => void import('../menu-access').catch(() => undefined);

const isLockPage = (pathname: string) => pathname === '/lock';

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
  const { website, session } = getRuntimeConfig();
  const queryClient = useQueryClient();
  const [isSwitchingFirm, setSwitchingFirm] = useState(false);
  const openPath = useCallback((path: string) => void navigate(path), [navigate]);

  const firmId = firm?.firmId ?? userInfo?.firmId ?? 0;
  const { menu, leaves, searchEntries } = useFrameMenu(userInfo, firmId);
  const menuSubRoutes = useMemo(() => leaves.map(({ node }) => node.subRoute), [leaves]);
  useSubAppPrefetch(menuSubRoutes, { userInfo, onPrepare: preloadMenuAccess });

  const { tabs, activeFullPath, meta, subAppRoute } = useFrameTabs(leaves);
  const openKeys = useMemo(() => new Set(tabs.map((tab) => tab.fullPath)), [tabs]);

  function onCollapsedChange(next: boolean) {
    setCollapsed(next);
    setStore({ name: storageKeys.menuCollapsed, content: next });
  }

  async function onTabAction(action: TabAction, tab: Tab) {
    const { fullPath } = tab;
    const closable = tabs.filter((tab) => !isFixed(tab)).map((tab) => tab.fullPath);
    const losing = {
      refresh: [fullPath],
      close: [fullPath],
      'close-others': closable.filter((path) => path !== fullPath),
      'close-all': closable,
    }[action];
    if (!(await confirmUnsaved(losing, action === 'refresh' ? 'refresh' : 'close'))) return;
    if (action === 'refresh') {
      refreshTab(fullPath);
      // Fresh means fresh: the page's data is fetched again, its app started anew.
      void queryClient.invalidateQueries();
      subApps.refreshAppOf(tab);
      if (fullPath !== activeFullPath) void navigate(fullPath);
    }
    if (action === 'close') {
      // A tab chosen and closed before its navigation: the navigation is off.
      if (fullPath === shownTab) dropChoice();
      const next = closeTab(fullPath, activeFullPath);
      if (next) void navigate(next);
    }
    if (action === 'close-others') {
      closeOtherTabs(fullPath);
      if (fullPath !== activeFullPath) void navigate(fullPath);
    }
    if (action === 'close-all') void navigate(closeAllTabs());
  }

  const buttonFlags = usePermissionStore((state) => state.flags);
  const subAppContext = useMemo(
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
  const closeTabs = useCallback(
    (closing: Tab[], goHome: boolean) => {
      let next: string | undefined;
      for (const tab of closing) next = closeTab(tab.fullPath, activeFullPath) ?? next;
      if (goHome) void navigate('/wel/index');
      else if (next) void navigate(next);
    },
    [activeFullPath, navigate],
  );
  useTodoPolling({
    firmId: firm?.firmId ?? userInfo?.firmId,
    userId: userInfo?.userId,
    intervalMs: session.todoPollIntervalMs,
    isActive: userInfo !== undefined && !isLockPage(location.pathname),
    onOpen: openPath,
  });
  const titleOf = useCallback(
    (tab: Tab) => tabTitle(tab, leaves, i18n.language, (key) => t(key as 'app.name')),
    [leaves, i18n.language, t],
  );
  const { confirmUnsaved, holder: unsavedHolder } = useConfirmUnsaved(titleOf);
  const nameTabs = useNameTabs(titleOf);
  const dirtyMarks = useTabStore((state) => state.dirty);
  const unsavedTabs = tabs.filter((tab) => dirtyMarks[tab.fullPath]);
  // Said where the user is asked anyway (sign-out, firm switch, the session countdown).
  const unsavedWarning =
    unsavedTabs.length > 0 ? t('tabs.unsavedLost', { tabs: nameTabs(unsavedTabs) }) : undefined;
  useWarnBeforeUnload();
  const shownTab = useShownTab(activeFullPath) ?? activeFullPath;
  const stripTabs = useStripTabs(activeFullPath);
  const shownTabEntry = stripTabs.find((tab) => tab.fullPath === shownTab);
  useDocumentTitle(shownTabEntry && titleOf(shownTabEntry));
  const chosenSubRoute = useChosenSubRoute(activeFullPath);
  // A chosen tab's app shows at once too, like its kept page, before the navigation commits.
  const shownSubAppRoute =
    shownTab === activeFullPath
      ? subAppRoute
      : (tabs.find((tab) => tab.fullPath === shownTab)?.subRoute ?? chosenSubRoute);
  const subApps = useSubApps({
    tabs,
    activeFullPath: shownTab,
    activeSubAppRoute: isLockPage(location.pathname) ? undefined : shownSubAppRoute,
    userInfo,
    context: subAppContext,
    openPath,
    closeTabs,
    renameTab,
    titleOf,
  });

  const { onSignOut, onLock, idle } = useSessionActions(userInfo?.userId);
  const goHome = useCallback(() => void navigate('/wel/index'), [navigate]);
  const goToSettings = useCallback(() => void navigate('/info/index'), [navigate]);
  const askFirmSwitch = useCallback(() => setSwitchingFirm(true), []);
  const onSelectTab = useCallback(
    (tab: Tab) => {
      // The kept page shows at once; the navigation (guard, loaders, the address) follows once
      // that is painted.
      chooseTab(tab.fullPath, activeFullPath);
      afterNextPaint(() => void navigate(tab.fullPath));
    },
    [activeFullPath, navigate],
  );

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
  const { pathname, search } = location;
  const openLeaf = useCallback(
    ({ target, node }: MenuLeaf) => {
      // A public app's page (/blank) is outside the frame: it mounts its app there, for nobody.
      const isPublic = subAppRouteOf(node.subRoute ?? '')?.isAuth === false;
      if (!node.subRoute || isPublic || target === activeFullPath) return openPath(target);
      // A sub-application starts mounting with the click; the navigation follows once it shows.
      const newTab = tabForLocation(
        splitFullPath(target),
        subAppTabPage(node.subRoute),
        leaves,
        {},
      );
      chooseTab(target, activeFullPath, { subRoute: node.subRoute, newTab });
      navigateOnceShown({
        target,
        from: activeFullPath,
        subRoute: node.subRoute,
        navigate: openPath,
      });
    },
    [openPath, activeFullPath, leaves],
  );
  // A search result opens as its menu entry does. Kept stable, so a tab switch skips the top bar.
  const latest = useRef({ leaves, openLeaf });
  useLayoutEffect(() => {
    latest.current = { leaves, openLeaf };
  });
  const openSearchResult = useCallback(
    (path: string) => {
      const leaf = latest.current.leaves.find((each) => each.target === path);
      if (leaf) latest.current.openLeaf(leaf);
      else openPath(path);
    },
    [openPath],
  );
  const sideMenu = useCallback(
    (isCollapsed: boolean) => (
      <SideMenu
        menu={menu}
        pathname={pathname}
        search={search}
        collapsed={isCollapsed}
        theme={siderMenuTheme}
        onOpen={openLeaf}
      />
    ),
    [menu, pathname, search, siderMenuTheme, openLeaf],
  );

  /** Steps 3 to 5 of the firm switch (spec §4), once the server recorded the new firm. */
  function onFirmSwitched(firm: Firm) {
    setSwitchingFirm(false);
    forgetPreviousFirm();
    ensureFixedTabs(fixedTabs);
    if (location.pathname === '/wel/index') refreshTab('/wel/index');
    else void navigate('/wel/index');
    void notify('success', t('firmSwitch.switched', { firm: firm.firmName }));
  }

  const userName = userInfo?.userName ?? '';
  const canSwitchFirm = readFirmList().length > 1;
  const isLocked = location.pathname === '/lock';

  return (
    <>
      <div className="signed-in-layout" inert={isLocked}>
        <ShellFrame
          collapsed={collapsed}
          onCollapsedChange={onCollapsedChange}
          pageKey={activeFullPath}
          brand={brand}
          menu={sideMenu}
          actions={
            <TopBarActions
              searchEntries={searchEntries}
              onOpenPath={openSearchResult}
              onLock={onLock}
            />
          }
          userMenu={
            <UserMenu
              userName={userName}
              avatar={userInfo?.avatar}
              canSwitchFirm={canSwitchFirm}
              onHome={goHome}
              onSwitchFirm={askFirmSwitch}
              onSettings={goToSettings}
              onSignOut={onSignOut}
              signOutWarning={unsavedWarning}
            />
          }
          tabs={
            <TabStrip
              tabs={stripTabs}
              activeFullPath={shownTab}
              titleOf={titleOf}
              onSelect={onSelectTab}
              onAction={(action, tab) => void onTabAction(action, tab)}
            />
          }
          watermark={website.watermark && userName ? userName : undefined}
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
      {/* Shown now and then: their code loads when they are first needed. */}
      <Suspense fallback={null}>
        {idle.remaining !== undefined && (
          <IdleExpiryNotice
            remaining={idle.remaining}
            unsavedWarning={unsavedWarning}
            onStay={idle.stay}
            onSignOut={() => void onSignOut()}
          />
        )}
        {isSwitchingFirm && (
          <FirmSwitchDialog
            open
            unsavedWarning={unsavedWarning}
            onClose={() => setSwitchingFirm(false)}
            onSwitched={onFirmSwitched}
          />
        )}
        {isLocked && (
          <LockScreen
            userName={userName}
            avatar={userInfo?.avatar}
            onUnlocked={() => void navigate(unlockSession(), { replace: true })}
            onSignOut={() => void onSignOut()}
          />
        )}
      </Suspense>
    </>
  );
}
