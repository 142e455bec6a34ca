import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type WheelEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '@/lib/after-paint';
import { titleWhileCut } from '@/lib/ui/title-while-cut';
import { isFixed, type Tab } from '../tab';
import { useTabStore } from '../tab-store';
import './tab-strip.css';

export type TabAction = 'refresh' | 'close' | 'close-others' | 'close-all';

export type TabStripProps = {
  tabs: Tab[];
  activeFullPath: string;
  /** The title of a tab in the current language. */
  titleOf: (tab: Tab) => string;
  onSelect: (tab: Tab) => void;
  onAction: (action: TabAction, tab: Tab) => void;
};

type TabHandlers = Pick<TabStripProps, 'onSelect' | 'onAction'>;

/**
 * The tab strip (spec §2): click to open, close, right-click for more, refresh on the active tab.
 * Our own rather than antd's Tabs, which measure every tab whenever the active one changes: a
 * switch here re-renders the two tabs it concerns and measures nothing.
 *
 * Keyboard (WAI-ARIA tabs, manual activation): the arrows, Home and End move the focus, Enter or
 * Space opens the focused tab, Delete closes it. The close cross is the mouse's; the keyboard and
 * assistive technologies close through Delete and the tab actions menu beside the strip.
 */
export function TabStrip({ tabs, activeFullPath, titleOf, onSelect, onAction }: TabStripProps) {
  const { t } = useTranslation();
  const activeTab = tabs.find((tab) => tab.fullPath === activeFullPath);
  const dirty = useTabStore((state) => state.dirty);
  // One context menu for the whole strip, for the tab the pointer was on, where it was. Rendered
  // only while open: a switch then renders no menu (antd's Dropdown is a good part of a render).
  const [contextMenu, setContextMenu] = useState<ContextMenu | undefined>(undefined);
  const list = useRef<HTMLDivElement>(null);
  // The tabs take their handlers from here, so that a new handler re-renders none of them.
  const handlers = useRef<TabHandlers>({ onSelect, onAction });
  useEffect(() => {
    handlers.current = { onSelect, onAction };
  }, [onSelect, onAction]);

  // The tab in the keyboard's Tab order follows the active one once the switch is painted: the
  // tab just clicked has the focus, and changing a focused element's tabindex makes the browser
  // work its styles and layout out in the click, before the switch can be painted.
  const [tabStop, setTabStop] = useState(activeFullPath);
  useEffect(() => afterNextPaint(() => setTabStop(activeFullPath)), [activeFullPath]);
  const stopFullPath = tabs.some((tab) => tab.fullPath === tabStop) ? tabStop : activeFullPath;

  // Scrolled once the switch is painted: scrolling lays the page out, which would delay it. A page
  // chosen before its tab exists is scrolled to when the tab arrives.
  const hasActiveTab = activeTab !== undefined;
  useEffect(
    () =>
      afterNextPaint(() => {
        const active = list.current?.querySelector('[aria-selected="true"]');
        if (list.current && active) scrollIntoStrip(list.current, active);
      }),
    [activeFullPath, hasActiveTab],
  );

  function actionsFor(tab: Tab | undefined): MenuProps {
    const items: MenuProps['items'] = [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      {
        key: 'close',
        icon: <CloseOutlined />,
        label: t('tabs.close'),
        disabled: !tab || isFixed(tab),
      },
      { key: 'close-others', label: t('tabs.closeOthers') },
      { key: 'close-all', label: t('tabs.closeAll') },
    ];
    return { items, onClick: ({ key }) => tab && onAction(key as TabAction, tab) };
  }

  /** The chevron: the actions, then every open tab, to go to one the strip scrolled away. */
  function chevronMenu(tab: Tab): MenuProps {
    const actions = actionsFor(tab);
    const openTabs = tabs.map((each) => ({
      key: `tab:${each.fullPath}`,
      label: titleOf(each),
      disabled: each.fullPath === activeFullPath,
    }));
    return {
      items: [
        ...(actions.items ?? []),
        { type: 'divider' },
        { type: 'group', label: t('tabs.label'), children: openTabs },
      ],
      onClick: (info) => {
        const chosen = tabs.find((each) => `tab:${each.fullPath}` === info.key);
        if (chosen) onSelect(chosen);
        else actions.onClick?.(info);
      },
    };
  }

  // The chevron's menu is made when it opens, from the strip as it is then.
  const latestChevronMenu = useRef(() => activeTab && chevronMenu(activeTab));
  useLayoutEffect(() => {
    latestChevronMenu.current = () => activeTab && chevronMenu(activeTab);
  });
  const menuOfChevron = useCallback(() => latestChevronMenu.current() ?? closedMenu, []);

  function tabAt(target: EventTarget): Tab | undefined {
    const fullPath = (target as Element)
      .closest<HTMLElement>('[data-full-path]')
      ?.getAttribute('data-full-path');
    return tabs.find((tab) => tab.fullPath === fullPath);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const nodes = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = nodes.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: nodes.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      nodes[Math.max(0, Math.min(nodes.length - 1, next))]?.focus();
      return;
    }
    const tab = tabAt(event.target);
    if (!tab) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (tab.fullPath !== activeFullPath) onSelect(tab);
    } else if (event.key === 'Delete' && !isFixed(tab)) {
      event.preventDefault();
      (nodes[index + 1] ?? nodes[index - 1])?.focus();
      onAction('close', tab);
    }
  }

  // A mouse wheel scrolls the strip sideways when it holds more tabs than it shows.
  function onWheel(event: WheelEvent<HTMLDivElement>) {
    if (event.deltaX === 0) event.currentTarget.scrollLeft += event.deltaY;
  }

  return (
    <nav className="tab-strip" aria-label={t('tabs.label')}>
      <div
        ref={list}
        role="tablist"
        aria-label={t('tabs.label')}
        className="tab-strip__tabs"
        onContextMenu={(event: MouseEvent) => {
          event.preventDefault();
          const tab = tabAt(event.target) ?? activeTab;
          setContextMenu({ tab, x: event.clientX, y: event.clientY });
        }}
        onKeyDown={onKeyDown}
        onWheel={onWheel}
      >
        {tabs.map((tab) => (
          <TabItem
            key={tab.fullPath}
            tab={tab}
            title={titleOf(tab)}
            isActive={tab.fullPath === activeFullPath}
            isTabStop={tab.fullPath === stopFullPath}
            unsavedLabel={dirty[tab.fullPath] ? t('tabs.unsaved') : undefined}
            closeLabel={t('tabs.close')}
            handlers={handlers}
          />
        ))}
      </div>
      {contextMenu && (
        <Dropdown
          open
          menu={actionsFor(contextMenu.tab)}
          trigger={['contextMenu']}
          onOpenChange={(open) => {
            if (!open) setContextMenu(undefined);
          }}
        >
          <span
            className="tab-strip__menu-point"
            style={{ left: contextMenu.x, top: contextMenu.y }}
          />
        </Dropdown>
      )}
      {hasActiveTab && <ChevronMenu label={t('tabs.actions')} menuOf={menuOfChevron} />}
    </nav>
  );
}

type ContextMenu = { tab: Tab | undefined; x: number; y: number };

const closedMenu: MenuProps = { items: [] };

/**
 * The chevron beside the strip, with the tab actions and the open tabs. Its menu is made when it
 * opens (`menuOf`, stable): a switch of tabs, which changes that menu, does not render it.
 */
const ChevronMenu = memo(function ChevronMenu({
  label,
  menuOf,
}: {
  label: string;
  menuOf: () => MenuProps;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dropdown
      menu={isOpen ? menuOf() : closedMenu}
      trigger={['click']}
      placement="bottomRight"
      onOpenChange={setIsOpen}
    >
      <Button
        type="text"
        size="small"
        className="tab-strip__more"
        icon={<DownOutlined />}
        aria-label={label}
      />
    </Dropdown>
  );
});

/**
 * Scrolls the strip sideways, as little as needed, to show `tab`. By its scroll offset, not
 * scrollIntoView: in Chromium that moves where the keyboard's Tab starts from, and the first Tab
 * after a page loads would skip the menu and the top bar.
 */
function scrollIntoStrip(strip: HTMLElement, tab: Element) {
  const shown = strip.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  if (left < shown.left) strip.scrollLeft -= shown.left - left;
  else if (right > shown.right) strip.scrollLeft += right - shown.right;
}

/** A tab whose title is cut short shows it whole, as its title, under the pointer or the focus. */
function titleWhenCut({ currentTarget: tab }: { currentTarget: HTMLElement }) {
  const title = tab.querySelector<HTMLElement>('.tab-strip__title');
  if (title) titleWhileCut(tab, title);
}

type TabItemProps = {
  tab: Tab;
  title: string;
  isActive: boolean;
  /** The one tab in the keyboard's Tab order: the active one, from the frame after a switch. */
  isTabStop: boolean;
  /** Said of a tab holding unsaved work; none for the others. */
  unsavedLabel: string | undefined;
  closeLabel: string;
  handlers: { current: TabHandlers };
};

const TabItem = memo(function TabItem({
  tab,
  title,
  isActive,
  isTabStop,
  unsavedLabel,
  closeLabel,
  handlers,
}: TabItemProps) {
  const closable = !isFixed(tab);
  return (
    <div
      role="tab"
      aria-selected={isActive}
      aria-keyshortcuts={closable ? 'Delete' : undefined}
      aria-description={unsavedLabel}
      tabIndex={isTabStop ? 0 : -1}
      className="tab-strip__tab"
      data-testid="tab"
      data-full-path={tab.fullPath}
      onClick={() => {
        if (!isActive) handlers.current.onSelect(tab);
      }}
      // The middle button closes a tab, as in a browser.
      onAuxClick={(event) => {
        if (event.button === 1 && closable) handlers.current.onAction('close', tab);
      }}
      onMouseDown={(event) => {
        if (event.button === 1) event.preventDefault();
      }}
      onPointerEnter={titleWhenCut}
      onFocus={titleWhenCut}
    >
      <span className="tab-strip__title">{title}</span>
      {unsavedLabel && (
        <span
          className="tab-strip__unsaved"
          aria-hidden="true"
          title={unsavedLabel}
          data-testid="tab-unsaved"
        />
      )}
      {isActive && (
        <ReloadOutlined
          className="tab-strip__icon"
          aria-hidden="true"
          data-testid="tab-refresh"
          onClick={(event) => {
            event.stopPropagation();
            handlers.current.onAction('refresh', tab);
          }}
        />
      )}
      {closable && (
        <CloseOutlined
          className="tab-strip__icon"
          aria-hidden="true"
          title={closeLabel}
          data-testid="tab-close"
          onClick={(event) => {
            event.stopPropagation();
            handlers.current.onAction('close', tab);
          }}
        />
      )}
    </div>
  );
});
