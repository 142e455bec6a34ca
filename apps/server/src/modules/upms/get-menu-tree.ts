import type { FirmUserQuery, MenuTreeResponse } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { MenuRow } from '../../repositories/menu-repository';
import type { StampedCache } from '../../repositories/stamped-cache';
import type { Caller } from '../../plugins/app/authentication';
import { buildMenuTree } from './build-menu-tree';
import { checkFirmAccess } from './check-firm-access';

/** Menu trees kept between calls, at the permissions and registry stamps (see stamped-cache.ts). */
export type MenuTreeCache<Answer> = {
  /** A user's role ids in a firm, by `userId:firmId`. */
  roles: StampedCache<number[]>;
  /** Answers by `firmId:roleIds`: callers with the same roles in a firm share one. */
  answers: StampedCache<Answer>;
  /** Turns a built tree into what is kept and answered (the route: its serialized envelope). */
  prepare: (tree: MenuTreeResponse) => Answer;
};

async function buildTree(
  { firmId, roleIds, withSubApps }: { firmId: number; roleIds: number[]; withSubApps: boolean },
  { menus, subApps }: Pick<Repositories, 'menus' | 'subApps'>,
): Promise<MenuTreeResponse> {
  const [allRows, grantedIds, btns, registry] = await Promise.all([
    menus.listForFirm(firmId),
    menus.listGrantedIds(roleIds),
    menus.listButtonCodes(roleIds),
    subApps.list(),
  ]);
  // An app an administrator turned off leaves every menu; its route stays and says so.
  const turnedOff = new Set(registry.filter((app) => app.enabled !== 1).map((app) => app.route));
  // A session that holds a duty runs no sub-app (docs/decisions/0012): its menu offers none,
  // by its sub-route or by a path under an app's route.
  const appRoutes = new Set(registry.map((app) => app.route));
  const opensNoApp = (row: MenuRow) =>
    row.sub_route === '' && !appRoutes.has(row.path.split('/')[1] ?? '');
  const rows = allRows.filter(
    (row) => !turnedOff.has(row.sub_route) && (withSubApps || opensNoApp(row)),
  );
  const granted = new Set(grantedIds);
  return {
    menu: buildMenuTree(
      rows.filter((row) => row.kind === 'menu'),
      granted,
    ),
    btns,
    functionMenu: buildMenuTree(
      rows.filter((row) => row.kind === 'function'),
      granted,
    ),
  };
}

/**
 * The menu, button codes and function menu of the caller in one of their firms, built once per
 * firm, set of roles, duty or none, and change of the permissions or the registry.
 */
export async function getMenuTree<Answer>(
  caller: Caller,
  { userId, firmId }: FirmUserQuery,
  { roles, menus, subApps }: Pick<Repositories, 'roles' | 'menus' | 'subApps'>,
  kept: MenuTreeCache<Answer>,
): Promise<Answer> {
  await checkFirmAccess(caller, { userId, firmId });
  const { permissions, registry } = caller.stamps;
  const roleIds = await kept.roles.answer(permissions, `${userId}:${firmId}`, async () =>
    (await roles.listForUserInFirm(userId, firmId)).map((role) => role.id).sort((a, b) => a - b),
  );
  const stamp = permissions === null || registry === null ? null : `${permissions}:${registry}`;
  const withSubApps = caller.duty === null;
  const key = `${firmId}:${roleIds.join(',')}${withSubApps ? '' : ':duty'}`;
  return kept.answers.answer(stamp, key, async () =>
    kept.prepare(await buildTree({ firmId, roleIds, withSubApps }, { menus, subApps })),
  );
}
