import type { MenuNode } from '@portal/contract';
import { Empty, Menu, type MenuProps } from 'antd';
import { memo, useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { titleWhileCut } from '@/lib/ui/title-while-cut';
import { menuLabel } from '../menu-labels';
import { leafForLocation, menuKeyOf, menuLeaves, type MenuLeaf } from '../menu-model';
import { MenuIcon } from './menu-icon';
import './side-menu.css';

export type SideMenuProps = {
  /** The visible menu (kpi left out). */
  menu: MenuNode[];
  pathname: string;
  search: string;
  collapsed: boolean;
  theme: 'dark' | 'light';
  onOpen: (leaf: MenuLeaf) => void;
};

type Items = NonNullable<MenuProps['items']>;

/** The shell's address of an entry's page: what its link points at. */
const hrefOf = (target: string) => `/main${target}`;

function toItems(
  nodes: readonly MenuNode[],
  language: string,
  targets: ReadonlyMap<string, string>,
): Items {
  return nodes.map((node) => {
    const text = menuLabel(node, language);
    const icon = <MenuIcon name={node.icon} />;
    const key = menuKeyOf(node);
    if (node.childs.length > 0) {
      const label = <EntryLabel text={text} />;
      return { key, icon, label, children: toItems(node.childs, language, targets) };
    }
    const target = targets.get(key);
    const label = (
      <EntryLabel text={text} path={node.path} {...(target ? { href: hrefOf(target) } : {})} />
    );
    return { key, icon, label };
  });
}

/**
 * An entry's label. A page's entry is a link to its address: Ctrl-click, the middle button and
 * "copy link address" work as on any link (a plain click stays in the shell).
 */
function EntryLabel({ text, path, href }: { text: string; path?: string; href?: string }) {
  if (href) {
    return (
      // Not a Tab stop of its own: the arrows move between the items, and the menu focuses the
      // link of the item they reach.
      <a className="side-menu__label" href={href} tabIndex={-1} data-menu-path={path}>
        {text}
      </a>
    );
  }
  return (
    <span className="side-menu__label" data-menu-path={path}>
      {text}
    </span>
  );
}

/** A click the browser should handle as on any link: a new tab or window. */
function opensElsewhere(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) {
  return event.ctrlKey || event.metaKey || event.shiftKey;
}

/**
 * An entry whose label the sider cuts short shows it whole, as its title, where the pointer or the
 * focus reaches it: entries alike but for their ends (附加业务报表第 1 号…, 第 2 号…) can be told
 * apart. Collapsed, antd shows a first-level entry in its own tooltip.
 */
function titleWhenCut({ target }: SyntheticEvent) {
  if (!(target instanceof Element)) return;
  const entry = target.closest<HTMLElement>('.ant-menu-item, .ant-menu-submenu-title');
  const label = entry?.querySelector<HTMLElement>('.side-menu__label');
  if (!entry || !label || entry.closest('.ant-menu-inline-collapsed')) return;
  titleWhileCut(label, label.closest<HTMLElement>('.ant-menu-title-content') ?? label);
  if (label.title) entry.title = label.title;
  else entry.removeAttribute('title');
}

/** The firm's menu; the entry of the current page is selected and its sections are open. */
export const SideMenu = memo(function SideMenu({
  menu,
  pathname,
  search,
  collapsed,
  theme,
  onOpen,
}: SideMenuProps) {
  const { t, i18n } = useTranslation();
  const leaves = useMemo(() => menuLeaves(menu), [menu]);
  const items = useMemo(
    () =>
      toItems(
        menu,
        i18n.language,
        new Map(leaves.map((leaf) => [menuKeyOf(leaf.node), leaf.target])),
      ),
    [menu, leaves, i18n.language],
  );
  const current = leafForLocation(leaves, pathname, search);
  const [openKeys, setOpenKeys] = useState<string[]>(current?.parentKeys ?? []);
  // The open sections follow the route: opening a page from a tab or the search opens its section.
  const currentParents = current?.parentKeys.join('/') ?? '';
  const [openedFor, setOpenedFor] = useState(currentParents);
  if (openedFor !== currentParents) {
    setOpenedFor(currentParents);
    if (current) setOpenKeys([...new Set([...openKeys, ...current.parentKeys])]);
  }

  if (menu.length === 0) {
    return (
      <div className="side-menu__empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.empty')} />
      </div>
    );
  }

  return (
    <Menu
      className="side-menu"
      mode="inline"
      theme={theme}
      items={items}
      inlineCollapsed={collapsed}
      selectedKeys={current ? [menuKeyOf(current.node)] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key, domEvent }) => {
        const leaf = leaves.find((each) => menuKeyOf(each.node) === key);
        if (!leaf || opensElsewhere(domEvent)) return;
        domEvent.preventDefault();
        onOpen(leaf);
      }}
      // Delegated: the pointer and the focus reach entries of open pop-ups through the portal too.
      onPointerOver={titleWhenCut}
      onFocus={titleWhenCut}
      aria-label={t('menu.label')}
    />
  );
});
