import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../theme-store';
import { isThemeName, themeNames } from '../themes';
import { ThemePreview } from './theme-preview';
import './theme-select.css';

/** The same choice as a group of swatch cards (personal settings); it applies at once too. */
export function ThemeSelect({ labelledBy }: { labelledBy?: string }) {
  const { t } = useTranslation();
  const themeName = useThemeStore((state) => state.themeName);
  const setThemeName = useThemeStore((state) => state.setThemeName);

  return (
    <Radio.Group
      className="theme-select"
      value={themeName}
      onChange={(event) => {
        const value: unknown = event.target.value;
        if (isThemeName(value)) setThemeName(value);
      }}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': t('theme.label') })}
    >
      {themeNames.map((name) => (
        <Radio key={name} value={name} className="theme-select__card">
          <span className="theme-select__body">
            <ThemePreview name={name} />
            <span>{t(`theme.names.${name}`)}</span>
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
