import { z } from 'zod';

/** Route flags of a menu entry (spec §2): kept alive, shown as a tab, needs sign-in; open to more. */
export const menuMetaSchema = z
  .object({ keepAlive: z.boolean(), isTab: z.boolean(), isAuth: z.boolean() })
  .catchall(z.unknown());
export type MenuMeta = z.infer<typeof menuMetaSchema>;

/**
 * One node of the menu tree (spec §3). A node with `childs` is a section; a leaf opens `path`, or
 * the embedded page `href` when it has an http(s) link. `subRoute` names the sub-application route.
 */
export type MenuNode = {
  id: number;
  label: string;
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
