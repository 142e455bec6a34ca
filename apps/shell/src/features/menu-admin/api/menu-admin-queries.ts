import type { MenuChange, MoveMenuRequest } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { globalKey } from '@/lib/query-keys';
import { menuAdminRoutes, registryRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

// A refusal stays a refusal: asking again would only record a second one.
const retry = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof HttpError && error.status === 403);

/** A firm's menus as administrators edit them; the platform's page, whichever firm is on screen. */
export const menuAdminQuery = (userId: number, firmId: number | undefined) =>
  queryOptions({
    queryKey: globalKey('menu-admin', userId, firmId ?? 'first'),
    queryFn: ({ signal }) =>
      callEndpoint(menuAdminRoutes.getMenus, {
        query: firmId === undefined ? {} : { firmId },
        signal,
        silent: true,
      }),
    retry,
  });

/** The registered routes a menu entry may open. */
export const menuRoutesQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('menu-admin-routes', userId),
    queryFn: ({ signal }) => callEndpoint(registryRoutes.listEntries, { signal, silent: true }),
    retry,
  });

/** Every key of this page, to read it again after a change. */
export const menuAdminKey = (userId: number) => globalKey('menu-admin', userId);

export const saveMenu = (node: MenuChange, isNew: boolean) =>
  callEndpoint(menuAdminRoutes.saveMenu, { body: { node, isNew }, silent: true });

export const moveMenu = (move: MoveMenuRequest) =>
  callEndpoint(menuAdminRoutes.moveMenu, { body: move, silent: true });

export const deleteMenu = (id: number) =>
  callEndpoint(menuAdminRoutes.deleteMenu, { body: { id }, silent: true });

export const setButtons = (roleId: number, codes: string[]) =>
  callEndpoint(menuAdminRoutes.setButtons, { body: { roleId, codes }, silent: true });
