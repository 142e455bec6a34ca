// vite.config.ts loads this file in Node (theme-assets.ts): it imports types and constants only,
// by relative paths (the `@/` alias is the build's, not the config's).
import type { ThemeConfig } from 'antd';
import { themeScopeClass } from '../../lib/ui/theme-scope';

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

/**
 * The colours of the frame's own parts, each the custom property `--shell-<name>` on the theme's
 * class. A `*-bg` may be a gradient: use it with `background`, not `background-color`.
 */
export type FrameColours = {
  primary: string;
  'sider-bg': string;
  'sider-text': string;
  'sider-border': string;
  'logo-bg': string;
  'logo-text': string;
  'header-bg': string;
  'header-text': string;
  'header-border': string;
  /** The tab strip above the pages; its tabs, and the current tab. */
  'tabs-bg': string;
  'tab-bg': string;
  'tab-text': string;
  'tab-active-bg': string;
  'tab-active-text': string;
  'content-bg': string;
  'focus-ring': string;
};

/** The frame colours that are antd's too: taken from the antd side of the palette. */
type SharedWithAntd = 'primary' | 'sider-text' | 'header-text' | 'content-bg';

export type ThemeDefinition = {
  /** Passed to antd's ConfigProvider; content pages stay light in every theme. */
  antd: ThemeConfig;
  /** The frame's own colours: the `--shell-*` custom properties. */
  frame: FrameColours;
  /** The `theme` of the side menu. */
  siderMenu: 'dark' | 'light';
  /** The logo variant that reads on the logo background: light marks on dark, dark on light. */
  logoTone: 'light' | 'dark';
};

/** The colours one theme is made of. */
type Palette = {
  primary: string;
  layoutBg: string;
  borderRadius: number;
  fontSize?: number;
  siderMenu: 'dark' | 'light';
  logoTone: 'light' | 'dark';
  sider: {
    /** Solid colour; the frame's `sider-bg` may paint a gradient under transparent menu items. */
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
  /** The frame's colours besides those antd's tokens hold. */
  frame: Omit<FrameColours, SharedWithAntd>;
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

/**
 * A coloured tag writes its word in the 7th shade of its colour on the 1st. Orange, gold, green,
 * cyan, lime and volcano read at 2.6-4.4:1 there; their 8th shade (gold's 9th) reads at 4.5:1.
 * antd names each shade twice (`orange7`, `orange-7`), both one CSS variable: both are set.
 */
const tagTextShades = Object.fromEntries(
  Object.entries({
    orange: '#ad4e00',
    gold: '#874d00',
    green: '#237804',
    cyan: '#006d75',
    lime: '#3f6600',
    volcano: '#ad2102',
  }).flatMap(([colour, shade]) => [
    [`${colour}7`, shade],
    [`${colour}-7`, shade],
  ]),
);

/**
 * antd's font, with the Chinese system fonts named after the Latin ones (as shell-frame.css has
 * it): Chinese text takes a named font rather than a fallback looked up for each character.
 */
const fontFamily = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC',
'Source Han Sans SC', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',
'Noto Color Emoji'`;

function defineTheme(palette: Palette): ThemeDefinition {
  const { primary, sider, header, tabs } = palette;
  return {
    siderMenu: palette.siderMenu,
    logoTone: palette.logoTone,
    frame: {
      ...palette.frame,
      primary,
      'sider-text': sider.text,
      'header-text': header.text,
      'content-bg': palette.layoutBg,
    },
    antd: {
      // One key for every ConfigProvider of the frame, instead of one made with useId for each:
      // the frame then finds the component styles that the login page's warm-up wrote for it.
      cssVar: { key: themeScopeClass },
      token: {
        colorPrimary: primary,
        colorInfo: primary,
        colorLink: primary,
        colorBgLayout: palette.layoutBg,
        colorTextTertiary: tertiaryText,
        colorTextDescription: tertiaryText,
        ...tagTextShades,
        borderRadius: palette.borderRadius,
        fontFamily,
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

/*
 * The palettes, the one source of the themes. The frame's `--shell-*` custom properties
 * (virtual:theme-variables.css) and the names in /main/theme-boot.js are generated from them at
 * build and in dev by theme-assets.ts; a new theme needs its entry here and its name in the locales.
 */
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
    frame: {
      'sider-bg': '#ffffff',
      'sider-border': '#e6e9ef',
      'logo-bg': '#ffffff',
      'logo-text': '#1f2a44',
      'header-bg': '#ffffff',
      'header-border': '#e6e9ef',
      'tabs-bg': '#f4f6fa',
      'tab-bg': '#ffffff',
      'tab-text': '#4a5263',
      'tab-active-bg': '#e8effc',
      'tab-active-text': '#1650b8',
      'focus-ring': '#1a5fd6',
    },
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
    frame: {
      // Three fields of stars over the night sky.
      'sider-bg': [
        'radial-gradient(circle at 20% 30%, rgba(255, 255, 255, 0.75) 0 1.2px, transparent 2px) 0 0 / 120px 140px',
        'radial-gradient(circle at 70% 75%, rgba(165, 243, 252, 0.6) 0 1.2px, transparent 2px) 0 0 / 170px 190px',
        'radial-gradient(circle at 45% 55%, rgba(255, 255, 255, 0.45) 0 0.8px, transparent 1.4px) 0 0 / 90px 110px',
        'linear-gradient(180deg, #0b1733 0%, #132a55 100%)',
      ].join(', '),
      'sider-border': '#1c3262',
      'logo-bg': '#081127',
      'logo-text': '#e0f7ff',
      'header-bg': '#ffffff',
      'header-border': '#dfe5ef',
      'tabs-bg': '#eef2f8',
      'tab-bg': '#ffffff',
      'tab-text': '#3b4a68',
      'tab-active-bg': '#0b1733',
      'tab-active-text': '#67e8f9',
      'focus-ring': '#0891b2',
    },
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
    frame: {
      'sider-bg': 'linear-gradient(180deg, #1a1a1a 0%, #0d0d0d 100%)',
      'sider-border': '#3a3120',
      'logo-bg': '#000000',
      'logo-text': '#e8c468',
      'header-bg': '#141414',
      'header-border': '#3a3120',
      'tabs-bg': '#1c1c1c',
      'tab-bg': '#262626',
      'tab-text': '#d8c79c',
      'tab-active-bg': 'linear-gradient(180deg, #e2c25a 0%, #d4af37 100%)',
      'tab-active-text': '#111111',
      'focus-ring': '#a07b1c',
    },
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
    frame: {
      'sider-bg': 'linear-gradient(180deg, #4c2a85 0%, #6d2c86 55%, #93306f 100%)',
      'sider-border': '#4c2a85',
      'logo-bg': 'linear-gradient(135deg, #4c2a85 0%, #7a2f82 100%)',
      'logo-text': '#ffffff',
      'header-bg': '#ffffff',
      'header-border': '#efe4f7',
      'tabs-bg': '#faf6fd',
      'tab-bg': '#ffffff',
      'tab-text': '#5b4a70',
      'tab-active-bg': 'linear-gradient(90deg, #7b3fc4 0%, #b83a7c 100%)',
      'tab-active-text': '#ffffff',
      'focus-ring': '#b668ee',
    },
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
    frame: {
      'sider-bg': '#001529',
      'sider-border': '#001529',
      'logo-bg': '#002140',
      'logo-text': '#ffffff',
      'header-bg': '#ffffff',
      'header-border': '#f0f0f0',
      'tabs-bg': '#f5f5f5',
      'tab-bg': '#ffffff',
      'tab-text': '#595959',
      'tab-active-bg': '#e6f4ff',
      'tab-active-text': '#0958d9',
      'focus-ring': '#1677ff',
    },
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
    frame: {
      'sider-bg': '#fffaf5',
      'sider-border': '#f3e2d3',
      'logo-bg': '#c2410c',
      'logo-text': '#ffffff',
      'header-bg': 'linear-gradient(90deg, #c2410c 0%, #cf3b1b 100%)',
      'header-border': '#a8380a',
      'tabs-bg': '#fbf1e8',
      'tab-bg': '#ffffff',
      'tab-text': '#6b4536',
      'tab-active-bg': '#c2410c',
      'tab-active-text': '#ffffff',
      'focus-ring': '#431407',
    },
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
    frame: {
      'sider-bg': '#f3f5f7',
      'sider-border': '#dfe4e8',
      'logo-bg': '#f3f5f7',
      'logo-text': '#2c3e50',
      'header-bg': '#f7f9fa',
      'header-border': '#dfe4e8',
      'tabs-bg': '#ebeff2',
      'tab-bg': '#f7f9fa',
      'tab-text': '#4a5563',
      'tab-active-bg': '#ffffff',
      'tab-active-text': '#0b5e58',
      'focus-ring': '#0f766e',
    },
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
    frame: {
      'sider-bg': 'linear-gradient(180deg, #0b2e6f 0%, #082153 100%)',
      'sider-border': '#082153',
      'logo-bg': '#071d4a',
      'logo-text': '#ffffff',
      'header-bg': '#0d3a8c',
      'header-border': '#0a2f73',
      'tabs-bg': '#f7f9fd',
      'tab-bg': '#ffffff',
      'tab-text': '#2b3f63',
      'tab-active-bg': '#0d3a8c',
      'tab-active-text': '#ffffff',
      'focus-ring': '#4689f3',
    },
  }),
};
