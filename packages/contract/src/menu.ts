import { z } from 'zod';

/**
 * How the shell treats a route (spec §2): the one meta of static routes, menu routes and
 * sub-application routes. It drives the navigation guard, the menu, the tabs and keep-alive.
 */
export const routeMetaSchema = z
  .object({
    /** Kept mounted (its state kept) while another tab is shown. */
    keepAlive: z.boolean(),
    /** Opens as a tab in the tab strip. */
    isTab: z.boolean(),
    /** Only signed-in users may open it. */
    isAuth: z.boolean(),
    /** The tab's title: a message key of the shell, or a text shown as it is. */
    title: z.string().optional(),
    /** A tab that cannot be closed. */
    fixed: z.boolean().optional(),
    /** The icon's name, as in the menu. */
    icon: z.string().optional(),
  })
  .catchall(z.unknown());
export type RouteMeta = z.infer<typeof routeMetaSchema>;

/** A menu entry's meta is a route meta: the route it opens is judged by it. */
export const menuMetaSchema = routeMetaSchema;
export type MenuMeta = RouteMeta;

/**
 * One node of the menu tree (spec §3). A node with `childs` is a section; a leaf opens `path`, or
 * the embedded page `href` when it has an http(s) link. `subRoute` names the sub-application route.
 */
export type MenuNode = {
  id: number;
  label: string;
  /** The English label an administrator gave it; the shell's own translation otherwise. */
  labelEn?: string;
  path: string;
  icon: string;
  href: string;
  query: Record<string, string>;
  meta: MenuMeta;
  subRoute: string;
  cached: boolean;
  isSuperUrl: boolean;
  name: string;
  childs: MenuNode[];
};

export const menuNodeSchema: z.ZodType<MenuNode> = z.object({
  id: z.number().int(),
  label: z.string(),
  labelEn: z.string().optional(),
  path: z.string(),
  icon: z.string(),
  href: z.string(),
  query: z.record(z.string(), z.string()),
  meta: menuMetaSchema,
  subRoute: z.string(),
  cached: z.boolean(),
  isSuperUrl: z.boolean(),
  name: z.string(),
  get childs() {
    return z.array(menuNodeSchema);
  },
});

/** GET /upms/menu/getTreeByRoleId: the menu, button codes and function menu of a user in a firm. */
export const menuTreeResponseSchema = z.object({
  menu: z.array(menuNodeSchema),
  btns: z.array(z.string()),
  functionMenu: z.array(menuNodeSchema),
});
export type MenuTreeResponse = z.infer<typeof menuTreeResponseSchema>;
