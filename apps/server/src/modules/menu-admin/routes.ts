import { menuAdminEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import { deleteMenuNode } from './delete-menu-node';
import { listMenus } from './list-menus';
import { failure, nodeOf, targetColumns } from './menu-nodes';
import { moveMenuNode } from './move-menu-node';
import { saveMenuNode } from './save-menu-node';
import { setRoleButtons } from './set-role-buttons';

/**
 * The menus of each firm as a system administrator keeps them (protected by the auth hook;
 * system administrators only). Every change moves the permissions change stamp (migration 0009):
 * each instance builds menus afresh at its next request, open shells at their next navigation.
 * Every change is recorded (`menu.change`), a refused one too.
 */
const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireDuty('system_admin'));

  registerEndpoint(app, menuAdminEndpoints.getMenus, async (request) =>
    ok(await listMenus(request.query.firmId, app.repositories)),
  );

  registerEndpoint(app, menuAdminEndpoints.saveMenu, async (request) => {
    const { node: change, isNew } = request.body;
    const saved = await saveMenuNode({ change, isNew }, app.repositories);
    if (saved.outcome === 'dutyRole') {
      await request.audit({
        event: 'menu.change',
        result: 'refused',
        reason: 'menuAdmin.dutyRoleNoSubApp',
        ...(change.id === undefined ? {} : { object: { type: 'menu', id: change.id } }),
        details: {
          firm: saved.firmNo,
          name: change.name,
          path: targetColumns(change.target).path,
          roles: change.roleIds.join(','),
        },
      });
      throw failure(400, 'menuAdmin.dutyRoleNoSubApp', { role: saved.role });
    }
    const { node, roleIds, previous } = saved;
    await request.audit({
      event: 'menu.change',
      result: 'success',
      object: { type: 'menu', id: node.id },
      details: {
        change: isNew ? 'add' : 'edit',
        firm: saved.firmNo,
        name: node.name,
        label: node.label,
        path: node.path,
        href: node.href,
        roles: roleIds.join(','),
        ...(previous && previous.path !== node.path ? { previousPath: previous.path } : {}),
      },
    });
    return ok(nodeOf(node, roleIds));
  });

  registerEndpoint(app, menuAdminEndpoints.moveMenu, async (request) => {
    const { id, parentId, index } = request.body;
    const { previous, firmNo } = await moveMenuNode({ id, parentId, index }, app.repositories);
    await request.audit({
      event: 'menu.change',
      result: 'success',
      object: { type: 'menu', id },
      details: {
        change: 'move',
        firm: firmNo,
        name: previous.name,
        parentId,
        previousParentId: previous.parent_id,
        index,
      },
    });
    return ok({ moved: true as const });
  });

  registerEndpoint(app, menuAdminEndpoints.deleteMenu, async (request) => {
    const { deleted, roleIds, firmNo } = await deleteMenuNode(request.body.id, app.repositories);
    await request.audit({
      event: 'menu.change',
      result: 'success',
      object: { type: 'menu', id: deleted.id },
      details: {
        change: 'delete',
        firm: firmNo,
        name: deleted.name,
        label: deleted.label,
        path: deleted.path,
        roles: roleIds.join(','),
      },
    });
    return ok({ deleted: true as const });
  });

  registerEndpoint(app, menuAdminEndpoints.setButtons, async (request) => {
    const { roleId } = request.body;
    const { role, before, after } = await setRoleButtons(
      { roleId, codes: request.body.codes },
      app.repositories,
    );
    await request.audit({
      event: 'menu.change',
      result: 'success',
      object: { type: 'role', id: roleId },
      details: {
        change: 'buttons',
        firm: role.firm_no,
        role: role.role_no,
        added: after.filter((code) => !before.includes(code)).join(','),
        removed: before.filter((code) => !after.includes(code)).join(','),
      },
    });
    return ok({ id: role.id, roleNo: role.role_no, roleName: role.role_name, buttons: after });
  });
};

export default menuAdminRoutes;
