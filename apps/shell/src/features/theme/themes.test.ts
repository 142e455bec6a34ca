import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { isThemeName, themeNames, themes, type FrameColours, type ThemeName } from './themes';

type Variable = keyof FrameColours;

function variableOf(name: ThemeName, variable: Variable): string {
  return themes[name].frame[variable];
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  return [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16)) as Rgb;
}

/** The opaque colours in a CSS value: every stop of a gradient. Translucent star dots are decoration. */
function opaqueColours(value: string): Rgb[] {
  return [...value.matchAll(/#[0-9a-f]{6}\b/gi)].map(([hex]) => parseHex(hex));
}

/** The first opaque colour of a CSS value: the text colour, or the top of a gradient. */
function firstColour(value: string): Rgb {
  const [colour] = opaqueColours(value);
  if (!colour) throw new Error(`no colour in ${value}`);
  return colour;
}

/** A token colour (hex, rgba or transparent) painted over an opaque colour. */
function paint(colour: string, over: Rgb): Rgb {
  if (colour === 'transparent') return over;
  if (colour.startsWith('#')) return parseHex(colour);
  const [r = 0, g = 0, b = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b].map(
    (channel, index) => channel * alpha + (over[index] ?? 0) * (1 - alpha),
  ) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const white: Rgb = [255, 255, 255];

describe('themes', () => {
  it('are the eight themes of the spec, in its order', () => {
    expect(themeNames).toEqual([
      'theme-white',
      'theme-star',
      'theme-vip',
      'theme-beautiful',
      'default',
      'theme-hey',
      'theme-d2',
      'theme-bule',
    ]);
    expect(isThemeName('theme-d2')).toBe(true);
    expect(isThemeName('theme-blue')).toBe(false);
    expect(isThemeName(undefined)).toBe(false);
  });

  it.each(themeNames)('%s themes antd, the side menu, the layout and the tabs', (name) => {
    const { antd } = themes[name];

    expect(antd.token?.colorPrimary).toMatch(/^#[0-9a-f]{6}$/);
    expect(antd.token?.colorLink).toBe(antd.token?.colorPrimary);
    expect(antd.token?.colorBgLayout).toMatch(/^#[0-9a-f]{6}$/);
    expect(antd.token?.borderRadius).toBeGreaterThan(0);
    expect(Object.keys(antd.components ?? {}).sort()).toEqual(['Layout', 'Menu', 'Tabs']);
  });

  it.each(themeNames)('%s paints the frame with the colours antd has too', (name) => {
    const { antd, frame } = themes[name];
    const { Layout = {} } = antd.components ?? {};

    expect(frame.primary).toBe(antd.token?.colorPrimary);
    expect(frame['content-bg']).toBe(antd.token?.colorBgLayout);
    expect(frame['header-text']).toBe(Layout.headerColor);
    expect(frame['sider-text']).toBe(Layout.triggerColor);
  });

  it('look different from one another', () => {
    const looks = themeNames.map((name) => JSON.stringify(themes[name].frame));
    expect(new Set(looks).size).toBe(themeNames.length);
    const primaries = themeNames.map((name) => themes[name].antd.token?.colorPrimary);
    expect(new Set(primaries).size).toBe(themeNames.length);
  });
});

describe('contrast (WCAG AA)', () => {
  const textPairs: [text: Variable, background: Variable][] = [
    ['sider-text', 'sider-bg'],
    ['logo-text', 'logo-bg'],
    ['header-text', 'header-bg'],
    ['tab-text', 'tab-bg'],
    ['tab-active-text', 'tab-active-bg'],
    ['primary', 'content-bg'],
  ];

  it.each(themeNames)('%s: frame text reads on its background', (name) => {
    for (const [text, background] of textPairs) {
      const colour = firstColour(variableOf(name, text));
      for (const stop of opaqueColours(variableOf(name, background))) {
        expect(contrast(colour, stop), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(themeNames)('%s: the focus ring stands out wherever focus goes', (name) => {
    const ring = firstColour(variableOf(name, 'focus-ring'));
    const backgrounds = [
      firstColour(variableOf(name, 'sider-bg')),
      ...(['header-bg', 'tabs-bg', 'tab-bg', 'content-bg'] as const).flatMap((variable) =>
        opaqueColours(variableOf(name, variable)),
      ),
    ];
    for (const background of backgrounds) {
      expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(themeNames)('%s: antd text reads on antd backgrounds', (name) => {
    const { antd, siderMenu } = themes[name];
    const token = antd.token ?? {};
    const { Layout = {}, Menu = {}, Tabs = {} } = antd.components ?? {};
    const hex = (value: unknown) => parseHex(String(value));
    const siderBg = hex(Layout.siderBg);
    const menu =
      siderMenu === 'dark'
        ? {
            bg: Menu.darkItemBg,
            text: Menu.darkItemColor,
            subBg: Menu.darkSubMenuItemBg,
            popupBg: Menu.darkPopupBg,
            hoverBg: Menu.darkItemHoverBg,
            hoverText: Menu.darkItemHoverColor,
            selectedBg: Menu.darkItemSelectedBg,
            selectedText: Menu.darkItemSelectedColor,
          }
        : {
            bg: Menu.itemBg,
            text: Menu.itemColor,
            subBg: Menu.subMenuItemBg,
            popupBg: Menu.popupBg,
            hoverBg: Menu.itemHoverBg,
            hoverText: Menu.itemHoverColor,
            selectedBg: Menu.itemSelectedBg,
            selectedText: Menu.itemSelectedColor,
          };
    const itemBg = paint(String(menu.bg), siderBg);
    const pairs: [string, Rgb, Rgb][] = [
      ['button text on primary', white, hex(token.colorPrimary)],
      ['link on layout', hex(token.colorLink), hex(token.colorBgLayout)],
      ['link on white', hex(token.colorLink), white],
      ['tertiary text on white', paint(String(token.colorTextTertiary), white), white],
      ['description on white', paint(String(token.colorTextDescription), white), white],
      [
        'tertiary text on layout',
        paint(String(token.colorTextTertiary), hex(token.colorBgLayout)),
        hex(token.colorBgLayout),
      ],
      ['header', hex(Layout.headerColor), hex(Layout.headerBg)],
      ['menu item', hex(menu.text), itemBg],
      ['sub-menu item', hex(menu.text), paint(String(menu.subBg), itemBg)],
      ['collapsed menu popup', hex(menu.text), hex(menu.popupBg)],
      ['hovered item', hex(menu.hoverText), paint(String(menu.hoverBg), itemBg)],
      ['selected item', hex(menu.selectedText), paint(String(menu.selectedBg), itemBg)],
      // side-menu.css paints it in the hover colour on a dark sider; antd uses the primary on light.
      [
        'section of the current page',
        siderMenu === 'dark' ? hex(menu.hoverText) : hex(token.colorPrimary),
        itemBg,
      ],
      ['sider trigger', hex(Layout.triggerColor), paint(String(Layout.triggerBg), siderBg)],
      ['card tab', hex(Tabs.itemColor), hex(Tabs.cardBg)],
      ['selected tab', hex(Tabs.itemSelectedColor), white],
    ];
    for (const [what, text, background] of pairs) {
      expect(contrast(text, background), what).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(themeNames)('%s: a coloured tag reads at 4.5:1 in every colour', (name) => {
    const token = theme.getDesignToken({ token: themes[name].antd.token ?? {} });
    // antd's preset colours but yellow, which no tag of the shell takes.
    const tagColours = [
      'red',
      'volcano',
      'orange',
      'gold',
      'lime',
      'green',
      'cyan',
      'blue',
      'geekblue',
      'purple',
      'magenta',
    ];
    const shades = token as unknown as Record<string, string>;
    for (const colour of tagColours) {
      const background = parseHex(shades[`${colour}1`] ?? '');
      // antd names each shade twice; both names make the one CSS variable the tag reads.
      for (const text of [shades[`${colour}7`], shades[`${colour}-7`]]) {
        const what = `${colour} tag`;
        expect(contrast(parseHex(text ?? ''), background), what).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(themeNames)('%s: the menu theme and logo variant suit their backgrounds', (name) => {
    const { siderMenu, logoTone } = themes[name];
    const isDark = (variable: Variable) =>
      luminance(firstColour(variableOf(name, variable))) < 0.25;

    expect(siderMenu).toBe(isDark('sider-bg') ? 'dark' : 'light');
    expect(logoTone).toBe(isDark('logo-bg') ? 'light' : 'dark');
  });
});
