/**
 * Names of the values the shell keeps in storage (without the `hf-` prefix). They are listed in
 * one place because features that never import each other still act on each other's values:
 * signing in clears the tabs and the lock, signing out keeps the theme and the tab config.
 */
export const storageKeys = {
  token: 'access_token',
  tokenExpiresAt: 'access_token_expires_at',
  userInfo: 'userInfo',
  firmList: 'firmList',
  firmId: 'firmId',
  language: 'language',
  themeName: 'themeName',
  tabConfig: 'tagConfig',
  tabList: 'tagList',
  activeTab: 'tag',
  isLocked: 'isLock',
  lockPassword: 'lockPasswd',
  lockedFrom: 'lockedFrom',
  permissions: 'permission',
  signInMethod: 'signInMethod',
  menuCollapsed: 'isCollapse',
  logs: 'logsList',
  feedback: 'feedbackList',
  todoNewestId: 'todoNewestId',
  releaseReloadAt: 'releaseReloadAt',
  subAppOpens: 'subAppOpens',
} as const;
