import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import {
  demoDepartments,
  demoFirms,
  demoGroup,
  demoPasswordHash,
  demoRoles,
  demoSystem,
  demoUsers,
} from './demo-data';
import { seedCalendarDemoData } from './seed-calendar-demo-data';
import { seedHomeTodosFinanceDemoData } from './seed-home-todos-finance-demo-data';
import { seedRegistryDemoData } from './seed-registry-demo-data';
import { seedUpmsDemoData } from './seed-upms-demo-data';

type Ids = Map<string, number>;

/**
 * Inserts the demo organisation. Idempotent: rows that exist (by natural key) are left as they
 * are, passwords included, and only missing rows are added.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  const createdAt = new Date().toISOString();

  await db.transaction().execute(async (trx) => {
    const firmIds: Ids = new Map();
    for (const firm of demoFirms) {
      await trx
        .insertInto('firms')
        .values({ firm_no: firm.firmNo, firm_name: firm.firmName })
        .onConflict((conflict) => conflict.column('firm_no').doNothing())
        .execute();
      const { id } = await trx
        .selectFrom('firms')
        .select('id')
        .where('firm_no', '=', firm.firmNo)
        .executeTakeFirstOrThrow();
      firmIds.set(firm.firmNo, id);
    }
    const firmId = (firmNo: string) => lookup(firmIds, firmNo);

    // Business units come first in the list, so a parent always exists before its children.
    const departmentIds: Ids = new Map();
    const departmentKey = (firmNo: string, deptNo: string) => `${firmNo}/${deptNo}`;
    for (const department of demoDepartments) {
      await trx
        .insertInto('departments')
        .values({
          firm_id: firmId(department.firmNo),
          dept_no: department.deptNo,
          dept_name: department.deptName,
          short_name: department.shortName,
          parent_id: department.parentDeptNo
            ? lookup(departmentIds, departmentKey(department.firmNo, department.parentDeptNo))
            : null,
        })
        .onConflict((conflict) => conflict.columns(['firm_id', 'dept_no']).doNothing())
        .execute();
      const { id } = await trx
        .selectFrom('departments')
        .select('id')
        .where('firm_id', '=', firmId(department.firmNo))
        .where('dept_no', '=', department.deptNo)
        .executeTakeFirstOrThrow();
      departmentIds.set(departmentKey(department.firmNo, department.deptNo), id);
    }

    const roleIds: Ids = new Map();
    for (const role of demoRoles) {
      await trx
        .insertInto('roles')
        .values({ firm_id: firmId(role.firmNo), role_no: role.roleNo, role_name: role.roleName })
        .onConflict((conflict) => conflict.columns(['firm_id', 'role_no']).doNothing())
        .execute();
      const { id } = await trx
        .selectFrom('roles')
        .select('id')
        .where('firm_id', '=', firmId(role.firmNo))
        .where('role_no', '=', role.roleNo)
        .executeTakeFirstOrThrow();
      roleIds.set(role.roleNo, id);
    }

    for (const user of demoUsers) {
      await trx
        .insertInto('users')
        .values({
          username: user.username,
          display_name: user.displayName,
          employee_no: user.employeeNo,
          password_hash: demoPasswordHash,
          avatar: '',
          group_id: demoGroup.id,
          group_name: demoGroup.name,
          system_id: demoSystem.id,
          system_name: demoSystem.name,
          status: 1,
          created_at: createdAt,
        })
        .onConflict((conflict) => conflict.column('username').doNothing())
        .execute();
      const { id: userId } = await trx
        .selectFrom('users')
        .select('id')
        .where('username', '=', user.username)
        .executeTakeFirstOrThrow();

      for (const membership of user.memberships) {
        await trx
          .insertInto('user_firms')
          .values({
            user_id: userId,
            firm_id: firmId(membership.firmNo),
            dept_id: lookup(departmentIds, departmentKey(membership.firmNo, membership.deptNo)),
            bu_dept_id: lookup(
              departmentIds,
              departmentKey(membership.firmNo, membership.buDeptNo),
            ),
          })
          .onConflict((conflict) => conflict.columns(['user_id', 'firm_id']).doNothing())
          .execute();
        for (const roleNo of membership.roleNos) {
          await trx
            .insertInto('user_roles')
            .values({ user_id: userId, role_id: lookup(roleIds, roleNo) })
            .onConflict((conflict) => conflict.columns(['user_id', 'role_id']).doNothing())
            .execute();
        }
      }
    }
  });
  await seedHomeTodosFinanceDemoData(db);
  await seedUpmsDemoData(db);
  await seedCalendarDemoData(db);
  await seedRegistryDemoData(db);
}

function lookup(ids: Ids, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo data refers to unknown key ${key}`);
  return id;
}
