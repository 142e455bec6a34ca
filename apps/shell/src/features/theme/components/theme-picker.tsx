import { CheckOutlined, SkinOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../theme-store';
import { isThemeName, themeNames } from '../themes';
import { ThemePreview } from './theme-preview';
import './theme-picker.css';

/** The top bar's theme control: a menu of the eight themes, applied as soon as one is chosen. */
export function ThemePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const themeName = useThemeStore((state) => state.themeName);
  const setThemeName = useThemeStore((state) => state.setThemeName);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const items: MenuProps['items'] = themeNames.map((name) => {
    const isCurrent = name === themeName;
    // rc-menu hands props it does not know to the <li>: announce each theme as a radio item.
    const item = {
      key: name,
      role: 'menuitemradio',
      'aria-checked': isCurrent,
      label: (
        <span className="theme-picker__option">
          <ThemePreview name={name} />
          <span>{t(`theme.names.${name}`)}</span>
        </span>
      ),
      extra: isCurrent ? <CheckOutlined aria-hidden="true" /> : undefined,
    };
    return item;
  });

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (isThemeName(key)) setThemeName(key);
    // Chosen with Enter, the key would go on to press the button the focus returns to, and reopen.
    domEvent.preventDefault();
    // The menu closes: keep the keyboard where it was.
    buttonRef.current?.focus();
  };

  return (
    <Tooltip title={t('theme.choose')}>
      <Dropdown
        menu={{ items, onClick, selectable: true, selectedKeys: [themeName] }}
        trigger={['click']}
        placement="bottomRight"
        // Opened from the keyboard, the arrow keys then move through the themes at once.
        autoFocus
        onOpenChange={(open) => {
          // antd leaves the focus nowhere when the menu closes with the focus in it (Escape).
          if (!open && document.activeElement?.closest('.ant-dropdown')) buttonRef.current?.focus();
        }}
      >
        <Button
          ref={buttonRef}
          type="text"
          className={className ? `theme-picker ${className}` : 'theme-picker'}
          icon={<SkinOutlined />}
          aria-label={t('theme.choose')}
          aria-haspopup="menu"
        />
      </Dropdown>
    </Tooltip>
  );
}
