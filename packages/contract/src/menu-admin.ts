import { z } from 'zod';
import { endpoint } from './endpoint';
import { jsonRecordIdSchema, recordIdSchema } from './ids';
import {
  buttonCodePattern,
  menuAdminRoutes,
  menuIconNames,
  menuNamePattern,
  menuPagePattern,
  shellPagePathPattern,
} from './routes/menu-admin';
import { plainTextSchema } from './text';

export const menuKindSchema = z.enum(['menu', 'function']);
export type MenuKind = z.infer<typeof menuKindSchema>;

/** A node of a firm's menu as the administrator sees it: every field, and the roles granted it. */
export const adminMenuNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** 'menu' (the side menu) or 'function' (the function menu). */
  kind: z.string(),
  sort: z.number().int(),
  name: z.string(),
  /** Chinese label, as the menu shows it in zh-CN. */
  label: z.string(),
  /** English label; null: the shell's own translation of the name, or the Chinese label. */
  labelEn: z.string().nullable(),
  icon: z.string(),
  path: z.string(),
  href: z.string(),
  subRoute: z.string(),
  isSuperUrl: z.boolean(),
  meta: z.record(z.string(), z.unknown()),
  roleIds: z.array(z.number().int()),
});
export type AdminMenuNode = z.infer<typeof adminMenuNodeSchema>;

export const adminFirmSchema = z.object({
  id: z.number().int(),
  firmNo: z.string(),
  firmName: z.string(),
});
export type AdminFirm = z.infer<typeof adminFirmSchema>;

export const adminRoleSchema = z.object({
  id: z.number().int(),
  roleNo: z.string(),
  roleName: z.string(),
  /** The role's button permission codes, sorted. */
  buttons: z.array(z.string()),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const menuAdminQuerySchema = z.object({
  /** The firm whose menu is asked; the first firm when left out. */
  firmId: recordIdSchema.optional(),
});

export const menuAdminAnswerSchema = z.object({
  firms: z.array(adminFirmSchema),
  firmId: z.number().int(),
  /** Every node of the firm, both kinds, in display order (a parent before its children). */
  nodes: z.array(adminMenuNodeSchema),
  roles: z.array(adminRoleSchema),
});
export type MenuAdminAnswer = z.infer<typeof menuAdminAnswerSchema>;

/** What a menu entry opens. A section opens nothing: it holds entries. */
export const menuTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('section') }),
  /** A page of a registered sub-app route: the path is `/<subRoute>/<page>`. */
  z.object({
    type: z.literal('subApp'),
    subRoute: z.string().max(64),
    page: z.string().regex(menuPagePattern),
  }),
  /** An http(s) page, embedded in /iframe (isSuperUrl: opened in its own window). */
  z.object({ type: z.literal('link'), href: z.string().max(512), isSuperUrl: z.boolean() }),
  /** A page of the shell itself. */
  z.object({ type: z.literal('shell'), path: z.string().regex(shellPagePathPattern) }),
]);
export type MenuTarget = z.infer<typeof menuTargetSchema>;

export const menuChangeSchema = z.object({
  /** The node changed; left out for a new one. */
  id: jsonRecordIdSchema.optional(),
  firmId: jsonRecordIdSchema,
  parentId: jsonRecordIdSchema.nullable(),
  kind: menuKindSchema,
  name: z.string().regex(menuNamePattern),
  label: plainTextSchema(64).pipe(z.string().trim().min(1)),
  labelEn: plainTextSchema(64).pipe(z.string().trim().min(1)).nullable(),
  icon: z.enum(menuIconNames),
  target: menuTargetSchema,
  /** Roles of the firm granted the node; they replace the ones granted before. */
  roleIds: z.array(jsonRecordIdSchema).max(200),
});
export type MenuChange = z.infer<typeof menuChangeSchema>;

/** Body of POST /platform/menus/save. */
export const saveMenuRequestSchema = z.object({
  node: menuChangeSchema,
  /** True to add the node, false to change the node `node.id` (404 when it does not exist). */
  isNew: z.boolean(),
});
export type SaveMenuRequest = z.input<typeof saveMenuRequestSchema>;

/** Body of POST /platform/menus/move: the node's new parent and place among its siblings. */
export const moveMenuRequestSchema = z.object({
  id: jsonRecordIdSchema,
  parentId: jsonRecordIdSchema.nullable(),
  /** Its index among the new siblings, from 0; past the end is last. */
  index: z.number().int().min(0).max(10_000),
});
export type MoveMenuRequest = z.input<typeof moveMenuRequestSchema>;

export const deleteMenuRequestSchema = z.object({ id: jsonRecordIdSchema });

/** Body of POST /platform/menus/buttons: the role's codes, replacing the ones before. */
export const setButtonsRequestSchema = z.object({
  roleId: jsonRecordIdSchema,
  codes: z.array(z.string().regex(buttonCodePattern)).max(500),
});
export type SetButtonsRequest = z.input<typeof setButtonsRequestSchema>;

const failures = [400, 401, 403, 404, 409] as const;

/**
 * The menus of each firm, for system administrators only. A change moves the permissions change
 * stamp: every instance serves it at its next request, open shells at their next navigation.
 */
export const menuAdminEndpoints = {
  getMenus: endpoint({
    ...menuAdminRoutes.getMenus,
    query: menuAdminQuerySchema,
    answer: menuAdminAnswerSchema,
    failures: [400, 401, 403, 404],
  }),
  /** 400 naming what is wrong, 404 for an unknown node, 409 for a name taken in the firm. */
  saveMenu: endpoint({
    ...menuAdminRoutes.saveMenu,
    body: saveMenuRequestSchema,
    answer: adminMenuNodeSchema,
    failures,
  }),
  moveMenu: endpoint({
    ...menuAdminRoutes.moveMenu,
    body: moveMenuRequestSchema,
    answer: z.object({ moved: z.literal(true) }),
    failures,
  }),
  /** Removes an entry and its grants; 409 for a section that still holds entries. */
  deleteMenu: endpoint({
    ...menuAdminRoutes.deleteMenu,
    body: deleteMenuRequestSchema,
    answer: z.object({ deleted: z.literal(true) }),
    failures,
  }),
  setButtons: endpoint({
    ...menuAdminRoutes.setButtons,
    body: setButtonsRequestSchema,
    answer: adminRoleSchema,
    failures,
  }),
};
