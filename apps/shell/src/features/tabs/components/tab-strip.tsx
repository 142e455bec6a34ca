import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isFixed, type Tab } from '../tab';
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

/** The tab strip (spec §2): click to open, close, right-click for more, refresh on the active tab. */
export function TabStrip({ tabs, activeFullPath, titleOf, onSelect, onAction }: TabStripProps) {
  const { t } = useTranslation();
  const activeTab = tabs.find((tab) => tab.fullPath === activeFullPath);
  // One context menu for the whole strip, for the tab the pointer was on: a switch then costs
  // the same whatever the number of tabs.
  const [menuTab, setMenuTab] = useState<Tab | undefined>(undefined);

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

  function onContextMenu(event: MouseEvent<HTMLElement>) {
    const fullPath = (event.target as Element)
      .closest<HTMLElement>('[data-full-path]')
      ?.getAttribute('data-full-path');
    setMenuTab(tabs.find((tab) => tab.fullPath === fullPath) ?? activeTab);
  }

  // Labels do not depend on the active tab (CSS shows the active one's refresh icon), so
  // switching tabs leaves them as they are.
  const items = useMemo(
    () =>
      tabs.map((tab) => ({
        key: tab.fullPath,
        closable: !isFixed(tab),
        label: (
          <span className="tab-strip__label" data-testid="tab" data-full-path={tab.fullPath}>
            {titleOf(tab)}
            {/* The keyboard reaches refresh through the tab actions menu; this is the mouse's. */}
            <ReloadOutlined
              className="tab-strip__refresh"
              aria-hidden="true"
              data-testid="tab-refresh"
              onClick={(event) => {
                event.stopPropagation();
                onAction('refresh', tab);
              }}
            />
          </span>
        ),
      })),
    [tabs, titleOf, onAction],
  );

  return (
    <nav className="tab-strip" aria-label={t('tabs.label')}>
      <Dropdown menu={actionsFor(menuTab)} trigger={['contextMenu']}>
        <div className="tab-strip__tabs" onContextMenu={onContextMenu}>
          <Tabs
            type="editable-card"
            hideAdd
            size="small"
            activeKey={activeFullPath}
            items={items}
            onChange={(key) => {
              const tab = tabs.find((each) => each.fullPath === key);
              if (tab) onSelect(tab);
            }}
            onEdit={(key, action) => {
              const tab = tabs.find((each) => each.fullPath === key);
              if (tab && action === 'remove') onAction('close', tab);
            }}
            removeIcon={<CloseOutlined />}
            locale={{
              removeAriaLabel: t('tabs.close'),
              dropdownAriaLabel: t('tabs.more'),
              addAriaLabel: t('tabs.more'),
            }}
          />
        </div>
      </Dropdown>
      {/* Beside the tabs, not in antd's tabBarExtraContent: a tablist may own tabs only. */}
      {activeTab && (
        <Dropdown menu={actionsFor(activeTab)} trigger={['click']} placement="bottomRight">
          <Button
            type="text"
            size="small"
            className="tab-strip__more"
            icon={<DownOutlined />}
            aria-label={t('tabs.actions')}
          />
        </Dropdown>
      )}
    </nav>
  );
}
