import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarColors, colorNameOf, type CalendarColorName } from '../calendar-colors';
import './color-select.css';

export type ColorSelectProps = {
  value?: string;
  onChange?: (color: string) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  size?: 'small' | 'middle';
};

/** Picks one of the palette's named colours; a colour set elsewhere is kept as a choice. */
export function ColorSelect({ value, onChange, ...rest }: ColorSelectProps) {
  const { t } = useTranslation();
  const names = Object.keys(calendarColors) as CalendarColorName[];
  const options: { value: string; label: ReactNode; title: string }[] = names.map((name) => ({
    value: calendarColors[name],
    label: <Swatch color={calendarColors[name]} label={t(`calendar.colors.${name}`)} />,
    title: t(`calendar.colors.${name}`),
  }));
  if (value && !colorNameOf(value)) {
    options.push({ value, label: <Swatch color={value} label={value} />, title: value });
  }
  return (
    <Select
      {...rest}
      value={value?.toLowerCase()}
      onChange={onChange}
      options={options}
      popupMatchSelectWidth={false}
      className="color-select"
    />
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span className="color-swatch">
      <span className="color-swatch__dot" style={{ background: color }} aria-hidden="true" />
      {label}
    </span>
  );
}
