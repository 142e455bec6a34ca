import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import type { MouseEvent } from 'react';
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

  function actionsFor(tab: Tab): MenuProps {
    const items: MenuProps['items'] = [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: isFixed(tab) },
      { key: 'close-others', label: t('tabs.closeOthers') },
      { key: 'close-all', label: t('tabs.closeAll') },
    ];
    return { items, onClick: ({ key }) => onAction(key as TabAction, tab) };
  }

  function onRefreshClick(event: MouseEvent, tab: Tab) {
    event.stopPropagation();
    onAction('refresh', tab);
  }

  const items = tabs.map((tab) => {
    const isActive = tab.fullPath === activeFullPath;
    return {
      key: tab.fullPath,
      closable: !isFixed(tab),
      label: (
        <Dropdown menu={actionsFor(tab)} trigger={['contextMenu']}>
          <span className="tab-strip__label" data-testid="tab" data-full-path={tab.fullPath}>
            {titleOf(tab)}
            {isActive && (
              // The keyboard reaches refresh through the tab actions menu; this is the mouse's shortcut.
              <ReloadOutlined
                className="tab-strip__refresh"
                aria-hidden="true"
                data-testid="tab-refresh"
                onClick={(event) => onRefreshClick(event, tab)}
              />
            )}
          </span>
        </Dropdown>
      ),
    };
  });

  return (
    <nav className="tab-strip" aria-label={t('tabs.label')}>
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
