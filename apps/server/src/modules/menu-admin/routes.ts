import { menuAdminEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../http/require-duty';
import {
  checkChange,
  checkParent,
  dutyRoleAmong,
  failure,
  inTreeOrder,
  metaFor,
  nodeOf,
  placeAmongSiblings,
  store,
  targetColumns,
} from './menu-nodes';

/**
 * The menus of each firm as a system administrator keeps them (protected by the auth hook;
 * system administrators only). Every change moves the permissions change stamp (migration 0009):
 * each instance builds menus afresh at its next request, open shells at their next navigation.
 */
/** The firm a node belongs to, as its audit record names it. */
const firmOf = (db: FastifyInstance['db'], firmId: number) =>
  db.selectFrom('firms').select('firm_no').where('id', '=', firmId).executeTakeFirstOrThrow();

const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireDuty('system_admin'));

  registerEndpoint(app, menuAdminEndpoints.getMenus, async (request) => {
    const { db } = app;
    const firms = await db
      .selectFrom('firms')
      .select(['id', 'firm_no', 'firm_name'])
      .orderBy('id')
      .execute();
    const firmId = request.query.firmId ?? firms[0]?.id;
    if (firmId === undefined || !firms.some((firm) => firm.id === firmId)) {
      throw failure(404, 'menuAdmin.firmNotFound');
    }
    const rows = inTreeOrder(await app.repositories.menus.listForFirm(firmId));
    const grants = await store(db).grantsOf(rows.map((row) => row.id));
    const roles = await db
      .selectFrom('roles')
      .select(['id', 'role_no', 'role_name'])
      .where('firm_id', '=', firmId)
      .orderBy('role_no')
      .execute();
    const buttons = await app.repositories.menus.listButtonCodesByRole(
      roles.map((role) => role.id),
    );
    return ok({
      firms: firms.map((firm) => ({ id: firm.id, firmNo: firm.firm_no, firmName: firm.firm_name })),
      firmId,
      nodes: rows.map((row) => nodeOf(row, grants.get(row.id) ?? [])),
      roles: roles.map((role) => ({
        id: role.id,
        roleNo: role.role_no,
        roleName: role.role_name,
        buttons: buttons.get(role.id) ?? [],
      })),
    });
  });

  registerEndpoint(app, menuAdminEndpoints.saveMenu, async (request) => {
    const { node: change, isNew } = request.body;
    const firm = await checkChange(app, change);
    const dutyRole =
      change.target.type === 'subApp' ? await dutyRoleAmong(app.db, change.roleIds) : undefined;
    if (dutyRole !== undefined) {
      await request.audit({
        event: 'menu.change',
        result: 'refused',
        reason: 'menuAdmin.dutyRoleNoSubApp',
        ...(change.id === undefined ? {} : { object: { type: 'menu', id: change.id } }),
        details: {
          firm: firm.firm_no,
          name: change.name,
          path: targetColumns(change.target).path,
          roles: change.roleIds.join(','),
        },
      });
      throw failure(400, 'menuAdmin.dutyRoleNoSubApp', { role: dutyRole });
    }
    const existing = change.id === undefined ? undefined : await store(app.db).find(change.id);
    if (!isNew && (!existing || existing.firm_id !== change.firmId)) {
      throw failure(404, 'menuAdmin.nodeNotFound');
    }
    const named = await app.db
      .selectFrom('menus')
      .select('id')
      .where('firm_id', '=', change.firmId)
      .where('name', '=', change.name)
      .executeTakeFirst();
    if (named && (isNew || named.id !== existing?.id)) {
      throw failure(409, 'menuAdmin.nameTaken', { name: change.name });
    }
    // Moving is the move endpoint's: a save keeps an existing node where it is, in its menu.
    const kind = existing?.kind ?? change.kind;
    const parentId = existing ? existing.parent_id : change.parentId;
    await checkParent(app.db, { firmId: change.firmId, kind, parentId });
    if (existing && change.target.type !== 'section') {
      const child = await app.db
        .selectFrom('menus')
        .select('id')
        .where('parent_id', '=', existing.id)
        .executeTakeFirst();
      if (child) throw failure(409, 'menuAdmin.sectionHasEntries');
    }
    const columns = {
      name: change.name,
      label: change.label,
      label_en: change.labelEn,
      icon: change.icon,
      ...targetColumns(change.target),
    };
    const id = await app.db.transaction().execute(async (trx) => {
      let nodeId: number;
      if (existing) {
        nodeId = existing.id;
        await trx.updateTable('menus').set(columns).where('id', '=', nodeId).execute();
      } else {
        const last = await trx
          .selectFrom('menus')
          .select((eb) => eb.fn.max('sort').as('sort'))
          .where('firm_id', '=', change.firmId)
          .where('kind', '=', kind)
          .where((eb) =>
            parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId),
          )
          .executeTakeFirst();
        const meta = metaFor(change.target);
        const inserted = await trx
          .insertInto('menus')
          .values({
            ...columns,
            firm_id: change.firmId,
            parent_id: parentId,
            kind,
            sort: Number(last?.sort ?? 0) + 1,
            meta: JSON.stringify(meta),
            cached: meta.keepAlive ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        nodeId = inserted.id;
      }
      await trx.deleteFrom('role_menus').where('menu_id', '=', nodeId).execute();
      const roleIds = [...new Set(change.roleIds)];
      if (roleIds.length > 0) {
        await trx
          .insertInto('role_menus')
          .values(roleIds.map((roleId) => ({ role_id: roleId, menu_id: nodeId })))
          .execute();
      }
      return nodeId;
    });
    const saved = await store(app.db).find(id);
    if (!saved) throw failure(404, 'menuAdmin.nodeNotFound');
    const roleIds = (await store(app.db).grantsOf([id])).get(id) ?? [];
    await request.audit({
      event: 'menu.change',
      result: 'success',
      object: { type: 'menu', id },
      details: {
        change: isNew ? 'add' : 'edit',
        firm: firm.firm_no,
        name: saved.name,
        label: saved.label,
        path: saved.path,
        href: saved.href,
        roles: roleIds.join(','),
        ...(existing && existing.path !== saved.path ? { previousPath: existing.path } : {}),
      },
    });
    return ok(nodeOf(saved, roleIds));
  });

  registerEndpoint(app, menuAdminEndpoints.moveMenu, async (request) => {
    const { id, parentId, index } = request.body;
    const node = await store(app.db).find(id);
    if (!node) throw failure(404, 'menuAdmin.nodeNotFound');
    await checkParent(app.db, { firmId: node.firm_id, kind: node.kind, parentId }, node.id);
    await app.db.transaction().execute((trx) => placeAmongSiblings(trx, node, parentId, index));
    const firm = await firmOf(app.db, node.firm_id);
    await request.audit({
      event: 'menu.change',
      result: 'success',
      object: { type: 'menu', id },
      details: {
        change: 'move',
        firm: firm.firm_no,
        name: node.name,
        parentId,
        previousParentId: node.parent_id,
        index,
      },
    });
    return ok({ moved: true as const });
  });

  registerEndpoint(app, menuAdminEndpoints.deleteMenu, async (request) => {
    const node = await store(app.db).find(request.body.id);
    if (!node) throw failure(404, 'menuAdmin.nodeNotFound');
    const child = await app.db
      .selectFrom('menus')
      .select('id')
      .where('parent_id', '=', node.id)
      .executeTakeFirst();
    if (child) throw failure(409, 'menuAdmin.sectionHasEntries');
    const roleIds = (await store(app.db).grantsOf([node.id])).get(node.id) ?? [];
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_menus').where('menu_id', '=', node.id).execute();
      await trx.deleteFrom('menus').where('id', '=', node.id).execute();
    });
    const firm = await firmOf(app.db, node.firm_id);
    await request.audit({
      event: 'menu.change',
      result: 'success',
      object: { type: 'menu', id: node.id },
      details: {
        change: 'delete',
        firm: firm.firm_no,
        name: node.name,
        label: node.label,
        path: node.path,
        roles: roleIds.join(','),
      },
    });
    return ok({ deleted: true as const });
  });

  registerEndpoint(app, menuAdminEndpoints.setButtons, async (request) => {
    const { roleId } = request.body;
    const role = await app.db
      .selectFrom('roles')
      .innerJoin('firms', 'firms.id', 'roles.firm_id')
      .select(['roles.id', 'roles.role_no', 'roles.role_name', 'firms.firm_no'])
      .where('roles.id', '=', roleId)
      .executeTakeFirst();
    if (!role) throw failure(404, 'menuAdmin.roleNotFound');
    const codes = [...new Set(request.body.codes)].sort();
    const before = (await app.repositories.menus.listButtonCodesByRole([roleId])).get(roleId) ?? [];
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('buttons').where('role_id', '=', roleId).execute();
      if (codes.length > 0) {
        await trx
          .insertInto('buttons')
          .values(codes.map((code) => ({ role_id: roleId, code })))
          .execute();
      }
    });
    await request.audit({
      event: 'menu.change',
      result: 'success',
      object: { type: 'role', id: roleId },
      details: {
        change: 'buttons',
        firm: role.firm_no,
        role: role.role_no,
        added: codes.filter((code) => !before.includes(code)).join(','),
        removed: before.filter((code) => !codes.includes(code)).join(','),
      },
    });
    return ok({ id: role.id, roleNo: role.role_no, roleName: role.role_name, buttons: codes });
  });
};

export default menuAdminRoutes;
