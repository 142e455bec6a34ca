import type { ThemeConfig } from 'antd';

/** The themes of spec §1, in its order; each is also the class set on `<html>`. */
export const themeNames = [
  'theme-white',
  'theme-star',
  'theme-vip',
  'theme-beautiful',
  'default',
  'theme-hey',
  'theme-d2',
  'theme-bule',
] as const;

export type ThemeName = (typeof themeNames)[number];

export const defaultThemeName: ThemeName = 'theme-white';

export function isThemeName(value: unknown): value is ThemeName {
  return themeNames.some((name) => name === value);
}

export type ThemeDefinition = {
  /** Passed to antd's ConfigProvider; content pages stay light in every theme. */
  antd: ThemeConfig;
  /** The `theme` of the side menu. */
  siderMenu: 'dark' | 'light';
  /** The logo variant that reads on the logo background: light marks on dark, dark on light. */
  logoTone: 'light' | 'dark';
};

/** The colours one theme is made of; `themes.css` repeats them for the frame's own parts. */
type Palette = {
  primary: string;
  layoutBg: string;
  borderRadius: number;
  fontSize?: number;
  siderMenu: 'dark' | 'light';
  logoTone: 'light' | 'dark';
  sider: {
    /** Solid colour; `themes.css` may paint a gradient under transparent menu items. */
    bg: string;
    itemBg: string;
    text: string;
    hoverBg: string;
    hoverText: string;
    selectedBg: string;
    selectedText: string;
    subMenuBg: string;
  };
  header: { bg: string; text: string };
  /** Tabs in content pages: light in every theme, accent from the primary colour. */
  tabs: { cardBg: string; text: string };
};

function menuTokens({ siderMenu, sider }: Palette): NonNullable<ThemeConfig['components']>['Menu'] {
  const shared = { activeBarBorderWidth: 0, itemMarginInline: 8, itemBorderRadius: 6 };
  if (siderMenu === 'dark') {
    return {
      ...shared,
      darkItemBg: sider.itemBg,
      darkSubMenuItemBg: sider.subMenuBg,
      darkPopupBg: sider.bg,
      darkItemColor: sider.text,
      darkGroupTitleColor: sider.text,
      darkItemHoverBg: sider.hoverBg,
      darkItemHoverColor: sider.hoverText,
      darkItemSelectedBg: sider.selectedBg,
      darkItemSelectedColor: sider.selectedText,
    };
  }
  return {
    ...shared,
    itemBg: sider.itemBg,
    subMenuItemBg: sider.subMenuBg,
    popupBg: sider.bg,
    itemColor: sider.text,
    groupTitleColor: sider.text,
    itemHoverBg: sider.hoverBg,
    itemHoverColor: sider.hoverText,
    itemSelectedBg: sider.selectedBg,
    itemSelectedColor: sider.selectedText,
    itemActiveBg: sider.hoverBg,
  };
}

/**
 * antd's tertiary text (form and description labels, empty states, character counts) is 45 %
 * black: 3.4:1 on white. 56 % keeps it a step lighter than secondary text and reads at 4.5:1.
 */
const tertiaryText = 'rgba(0, 0, 0, 0.56)';

function defineTheme(palette: Palette): ThemeDefinition {
  const { primary, sider, header, tabs } = palette;
  return {
    siderMenu: palette.siderMenu,
    logoTone: palette.logoTone,
    antd: {
      token: {
        colorPrimary: primary,
        colorInfo: primary,
        colorLink: primary,
        colorBgLayout: palette.layoutBg,
        colorTextTertiary: tertiaryText,
        colorTextDescription: tertiaryText,
        borderRadius: palette.borderRadius,
        ...(palette.fontSize === undefined ? {} : { fontSize: palette.fontSize }),
      },
      components: {
        Layout: {
          bodyBg: palette.layoutBg,
          headerBg: header.bg,
          headerColor: header.text,
          siderBg: sider.bg,
          lightSiderBg: sider.bg,
          triggerBg: sider.subMenuBg,
          triggerColor: sider.text,
          lightTriggerBg: sider.bg,
          lightTriggerColor: sider.text,
        },
        Menu: menuTokens(palette),
        Tabs: {
          cardBg: tabs.cardBg,
          itemColor: tabs.text,
          itemHoverColor: primary,
          itemActiveColor: primary,
          itemSelectedColor: primary,
          inkBarColor: primary,
        },
      },
    },
  };
}

export const themes: Record<ThemeName, ThemeDefinition> = {
  // Clean white sider and header, calm blue.
  'theme-white': defineTheme({
    primary: '#1a5fd6',
    layoutBg: '#f4f6fa',
    borderRadius: 8,
    siderMenu: 'light',
    logoTone: 'dark',
    sider: {
      bg: '#ffffff',
      itemBg: '#ffffff',
      text: '#434b5c',
      hoverBg: '#f0f4fc',
      hoverText: '#1f2a44',
      selectedBg: '#e8effc',
      selectedText: '#1650b8',
      subMenuBg: '#fafbfd',
    },
    header: { bg: '#ffffff', text: '#1f2a44' },
    tabs: { cardBg: '#f4f6fa', text: '#4a5263' },
  }),
  // Night sky: deep navy sider scattered with stars, cyan accent.
  'theme-star': defineTheme({
    primary: '#0e7490',
    layoutBg: '#eef2f8',
    borderRadius: 6,
    siderMenu: 'dark',
    logoTone: 'light',
    sider: {
      bg: '#0b1733',
      itemBg: 'transparent',
      text: '#b9c6e0',
      hoverBg: 'rgba(103, 232, 249, 0.1)',
      hoverText: '#ffffff',
      selectedBg: '#0f4c6b',
      selectedText: '#67e8f9',
      subMenuBg: 'rgba(4, 10, 26, 0.45)',
    },
    header: { bg: '#ffffff', text: '#13254d' },
    tabs: { cardBg: '#eef2f8', text: '#3b4a68' },
  }),
  // Black and gold, squarer corners.
  'theme-vip': defineTheme({
    primary: '#7d6118',
    layoutBg: '#f6f3ec',
    borderRadius: 4,
    siderMenu: 'dark',
    logoTone: 'light',
    sider: {
      bg: '#161616',
      itemBg: 'transparent',
      text: '#d8c79c',
      hoverBg: '#1f1b12',
      hoverText: '#f3d27a',
      selectedBg: '#d4af37',
      selectedText: '#111111',
      subMenuBg: '#0d0d0d',
    },
    header: { bg: '#141414', text: '#ecd9a4' },
    tabs: { cardBg: '#f1ece0', text: '#4f4534' },
  }),
  // Purple to pink gradient sider, rounder corners.
  'theme-beautiful': defineTheme({
    primary: '#7b3fc4',
    layoutBg: '#f8f4fc',
    borderRadius: 10,
    siderMenu: 'dark',
    logoTone: 'light',
    sider: {
      bg: '#4c2a85',
      itemBg: 'transparent',
      text: '#f3e8ff',
      hoverBg: 'rgba(255, 255, 255, 0.12)',
      hoverText: '#ffffff',
      selectedBg: '#ffffff',
      selectedText: '#6a2fb0',
      subMenuBg: 'rgba(0, 0, 0, 0.14)',
    },
    header: { bg: '#ffffff', text: '#3a2157' },
    tabs: { cardBg: '#f3ecfa', text: '#5b4a70' },
  }),
  // Classic antd: dark navy sider, white header, antd blue (the shade that passes AA on white).
  default: defineTheme({
    primary: '#1668dc',
    layoutBg: '#f5f5f5',
    borderRadius: 6,
    siderMenu: 'dark',
    logoTone: 'light',
    sider: {
      bg: '#001529',
      itemBg: '#001529',
      text: '#a6adb4',
      hoverBg: '#001529',
      hoverText: '#ffffff',
      selectedBg: '#1668dc',
      selectedText: '#ffffff',
      subMenuBg: '#000c17',
    },
    header: { bg: '#ffffff', text: '#1f1f1f' },
    tabs: { cardBg: '#fafafa', text: '#595959' },
  }),
  // Warm orange header, cream sider.
  'theme-hey': defineTheme({
    primary: '#c2410c',
    layoutBg: '#fbf6f1',
    borderRadius: 8,
    siderMenu: 'light',
    logoTone: 'light',
    sider: {
      bg: '#fffaf5',
      itemBg: '#fffaf5',
      text: '#5c3d2e',
      hoverBg: '#fdeee2',
      hoverText: '#9a3412',
      selectedBg: '#ffe4d1',
      selectedText: '#9a3412',
      subMenuBg: '#fdf5ee',
    },
    header: { bg: '#c2410c', text: '#ffffff' },
    tabs: { cardBg: '#fbf1e8', text: '#6b4536' },
  }),
  // D2 Admin: soft greys throughout, teal accent, denser text.
  'theme-d2': defineTheme({
    primary: '#0f766e',
    layoutBg: '#ebeff2',
    borderRadius: 4,
    fontSize: 13,
    siderMenu: 'light',
    logoTone: 'dark',
    sider: {
      bg: '#f3f5f7',
      itemBg: '#f3f5f7',
      text: '#3e4a59',
      hoverBg: '#e4ebee',
      hoverText: '#0b5e58',
      selectedBg: '#d5efe9',
      selectedText: '#0b5e58',
      subMenuBg: '#eef1f4',
    },
    header: { bg: '#f7f9fa', text: '#2c3e50' },
    tabs: { cardBg: '#f3f5f7', text: '#4a5563' },
  }),
  // Deep blue sider and header.
  'theme-bule': defineTheme({
    primary: '#1d4ed8',
    layoutBg: '#eef3fb',
    borderRadius: 6,
    siderMenu: 'dark',
    logoTone: 'light',
    sider: {
      bg: '#0b2e6f',
      itemBg: 'transparent',
      text: '#c5d4f0',
      hoverBg: '#113a85',
      hoverText: '#ffffff',
      selectedBg: '#2563eb',
      selectedText: '#ffffff',
      subMenuBg: 'rgba(3, 14, 40, 0.35)',
    },
    header: { bg: '#0d3a8c', text: '#ffffff' },
    tabs: { cardBg: '#eef3fb', text: '#2b3f63' },
  }),
};
