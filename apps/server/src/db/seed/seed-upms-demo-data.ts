import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { demoFirms, demoUsers, type DemoFirmNo } from './demo-data';
import {
  demoButtons,
  demoColleagues,
  demoCrmRoles,
  demoDuties,
  demoFunctionMenu,
  demoIndustries,
  demoMenuTree,
  type DemoMenuNode,
} from './upms-demo-data';

const defaultMeta = { keepAlive: true, isTab: true, isAuth: true };
const sectionMeta = { keepAlive: false, isTab: false, isAuth: true };

/** The nodes of a tree present in a firm: granted leaves and the sections above them. */
function presentIn(firmNo: DemoFirmNo, nodes: DemoMenuNode[]): DemoMenuNode[] {
  return nodes.flatMap((node) => {
    if (!node.children) return node.grants?.[firmNo] ? [node] : [];
    const children = presentIn(firmNo, node.children);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

type Ids = Map<string, number>;

async function idsByKey<Row>(
  rows: Promise<Row[]>,
  key: (row: Row) => string,
  id: (row: Row) => number,
) {
  return new Map((await rows).map((row) => [key(row), id(row)]));
}

function lookup(ids: Ids, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo data refers to unknown key ${key}`);
  return id;
}

/** Inserts one level of a firm's menu, then the next, so parents exist before their children. */
async function insertMenus(
  trx: Transaction<Database>,
  firmId: number,
  kind: 'menu' | 'function',
  nodes: DemoMenuNode[],
): Promise<Ids> {
  let level = nodes.map((node, index) => ({
    node,
    sort: index + 1,
    parentName: null as string | null,
  }));
  let menuIds: Ids = new Map();
  while (level.length > 0) {
    await trx
      .insertInto('menus')
      .values(
        level.map(({ node, sort, parentName }) => ({
          firm_id: firmId,
          parent_id: parentName === null ? null : lookup(menuIds, parentName),
          kind,
          sort,
          name: node.name,
          label: node.label,
          label_en: node.labelEn,
          path: node.path ?? '',
          icon: node.icon ?? 'menu',
          href: node.href ?? '',
          query: JSON.stringify(node.query ?? {}),
          sub_route: node.subRoute ?? '',
          meta: JSON.stringify(node.meta ?? (node.children ? sectionMeta : defaultMeta)),
          cached: (node.meta?.keepAlive ?? !node.children) ? 1 : 0,
          is_super_url: node.isSuperUrl ? 1 : 0,
        })),
      )
      // A demo database seeded before the menus carried English labels gets them; nothing else
      // an administrator may have changed is touched.
      .onConflict((conflict) =>
        conflict
          .columns(['firm_id', 'name'])
          .doUpdateSet((eb) => ({ label_en: eb.ref('excluded.label_en') }))
          .where('menus.label_en', 'is', null),
      )
      .execute();
    menuIds = await idsByKey(
      trx.selectFrom('menus').select(['id', 'name']).where('firm_id', '=', firmId).execute(),
      (row) => row.name,
      (row) => row.id,
    );
    level = level.flatMap(({ node }) =>
      (node.children ?? []).map((child, index) => ({
        node: child,
        sort: index + 1,
        parentName: node.name,
      })),
    );
  }
  return menuIds;
}

function leaves(nodes: DemoMenuNode[]): DemoMenuNode[] {
  return nodes.flatMap((node) => (node.children ? leaves(node.children) : [node]));
}

/**
 * Menus, role grants, buttons, CRM roles and industries, and a few colleagues. Idempotent like
 * the organisation seed: existing rows (by natural key) stay as they are.
 */
export async function seedUpmsDemoData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const firmIds = await idsByKey(
      trx.selectFrom('firms').select(['id', 'firm_no']).execute(),
      (row) => row.firm_no,
      (row) => row.id,
    );
    const roleIds = await idsByKey(
      trx.selectFrom('roles').select(['id', 'role_no']).execute(),
      (row) => row.role_no,
      (row) => row.id,
    );
    const departmentIds = await idsByKey(
      trx
        .selectFrom('departments')
        .innerJoin('firms', 'firms.id', 'departments.firm_id')
        .select(['departments.id', 'departments.dept_no', 'firms.firm_no'])
        .execute(),
      (row) => `${row.firm_no}/${row.dept_no}`,
      (row) => row.id,
    );

    for (const { firmNo } of demoFirms) {
      const firmId = lookup(firmIds, firmNo);
      const menuTree = presentIn(firmNo, demoMenuTree);
      const functionMenu = presentIn(firmNo, demoFunctionMenu);
      const menuIds = await insertMenus(trx, firmId, 'menu', menuTree);
      const functionIds = await insertMenus(trx, firmId, 'function', functionMenu);
      const grants = [
        ...leaves(menuTree).map((node) => ({ node, ids: menuIds })),
        ...functionMenu.map((node) => ({ node, ids: functionIds })),
      ].flatMap(({ node, ids }) =>
        (node.grants?.[firmNo] ?? []).map((roleNo) => ({
          role_id: lookup(roleIds, roleNo),
          menu_id: lookup(ids, node.name),
        })),
      );
      await trx
        .insertInto('role_menus')
        .values(grants)
        .onConflict((conflict) => conflict.columns(['role_id', 'menu_id']).doNothing())
        .execute();
    }

    await trx
      .insertInto('buttons')
      .values(
        Object.entries(demoButtons).flatMap(([roleNo, codes]) =>
          codes.map((code) => ({ role_id: lookup(roleIds, roleNo), code })),
        ),
      )
      .onConflict((conflict) => conflict.columns(['role_id', 'code']).doNothing())
      .execute();
    await trx
      .insertInto('crm_roles')
      .values(
        Object.entries(demoCrmRoles).map(([roleNo, userRole]) => ({
          role_id: lookup(roleIds, roleNo),
          user_role: userRole,
        })),
      )
      .onConflict((conflict) => conflict.column('role_id').doNothing())
      .execute();
    await trx
      .insertInto('crm_department_industries')
      .values(
        demoIndustries.map(({ firmNo, deptNo, industry }) => ({
          dept_id: lookup(departmentIds, `${firmNo}/${deptNo}`),
          industry,
        })),
      )
      .onConflict((conflict) => conflict.column('dept_id').doNothing())
      .execute();

    await seedColleagues(trx, roleIds, firmIds, departmentIds);
    await seedDuties(trx);
  });
}

/** The demo's administrators and auditor, each with one duty; not audited, as no one grants it. */
async function seedDuties(trx: Transaction<Database>) {
  const users = await idsByKey(
    trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where(
        'username',
        'in',
        demoDuties.map(({ username }) => username),
      )
      .execute(),
    (row) => row.username,
    (row) => row.id,
  );
  const grantedAt = new Date().toISOString();
  await trx
    .insertInto('user_duties')
    .values(
      demoDuties.map(({ username, duty }) => ({
        user_id: lookup(users, username),
        duty,
        granted_at: grantedAt,
      })),
    )
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

async function seedColleagues(
  trx: Transaction<Database>,
  roleIds: Ids,
  firmIds: Ids,
  departmentIds: Ids,
) {
  // Colleagues share the demo users' password hash: no extra hashing work on every seed.
  const template = await trx
    .selectFrom('users')
    .selectAll()
    .where('username', '=', demoUsers[0]?.username ?? '')
    .executeTakeFirstOrThrow();
  for (const colleague of demoColleagues) {
    await trx
      .insertInto('users')
      .values({
        username: colleague.username,
        display_name: colleague.displayName,
        employee_no: colleague.employeeNo,
        password_hash: template.password_hash,
        avatar: '',
        group_id: template.group_id,
        group_name: template.group_name,
        system_id: template.system_id,
        system_name: template.system_name,
        status: colleague.status,
        created_at: template.created_at,
      })
      .onConflict((conflict) => conflict.column('username').doNothing())
      .execute();
    const { id: userId } = await trx
      .selectFrom('users')
      .select('id')
      .where('username', '=', colleague.username)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_firms')
      .values({
        user_id: userId,
        firm_id: lookup(firmIds, colleague.firmNo),
        dept_id: lookup(departmentIds, `${colleague.firmNo}/${colleague.deptNo}`),
        bu_dept_id: lookup(departmentIds, `${colleague.firmNo}/${colleague.buDeptNo}`),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'firm_id']).doNothing())
      .execute();
    await trx
      .insertInto('user_roles')
      .values(
        colleague.roleNos.map((roleNo) => ({ user_id: userId, role_id: lookup(roleIds, roleNo) })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'role_id']).doNothing())
      .execute();
  }
}
