import type { Route } from './route';

/** The icons a menu entry may name: the ones the shell bundles (its menu-icon.tsx). */
export const menuIconNames = [
  'appstore',
  'audit',
  'bank',
  'credit-card',
  'dashboard',
  'file',
  'folder',
  'home',
  'link',
  'menu',
  'message',
  'notification',
  'question-circle',
  'schedule',
  'setting',
  'shop',
  'team',
  'trophy',
  'user',
] as const;
export type MenuIconName = (typeof menuIconNames)[number];

/** A menu entry's name, unique in its firm: lower-case letters, digits and dashes. */
export const menuNamePattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The page of a sub-app a menu entry opens, after its route: `ledger`, `apply/new`. */
export const menuPagePattern = /^[a-z0-9][a-z0-9/_-]{0,180}$/;

/** A page of the shell itself: `/wel/index`, `/platform/registry`. */
export const shellPagePathPattern = /^\/[a-z0-9][a-z0-9/_-]{0,180}$/;

/** A button permission code of a role. */
export const buttonCodePattern = /^[a-z0-9_]{1,64}$/;

/** Where a system administrator keeps the menus of each firm (`menuAdminEndpoints`). */
export const menuAdminRoutes = {
  getMenus: { method: 'GET', path: '/platform/menus' },
  saveMenu: { method: 'POST', path: '/platform/menus/save' },
  moveMenu: { method: 'POST', path: '/platform/menus/move' },
  deleteMenu: { method: 'POST', path: '/platform/menus/delete' },
  setButtons: { method: 'POST', path: '/platform/menus/buttons' },
} as const satisfies Record<string, Route>;
