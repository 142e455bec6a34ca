/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logoUrl } from './logo';

/** Where the public folder is served: /main/ in the app. */
const base = `${import.meta.env.BASE_URL}logos/`;
const logosDir = join(import.meta.dirname, '../../../public/logos');

describe('logoUrl', () => {
  it.each([
    ['1001', 'theme-white', 'firm-1001-dark.svg'],
    ['1001', 'theme-star', 'firm-1001-light.svg'],
    ['1002', 'theme-d2', 'firm-1002-dark.svg'],
    ['1002', 'theme-vip', 'firm-1002-light.svg'],
    ['1003', 'theme-white', 'firm-1003-dark.svg'],
    ['1003', 'default', 'firm-1003-light.svg'],
  ] as const)('gives firm %s in %s the logo logos/%s', (firmNo, themeName, url) => {
    expect(logoUrl({ firmNo, themeName })).toBe(base + url);
  });

  it.each([['9999'], ['constructor'], [''], [undefined]])(
    "shows the group's logo for firm %s",
    (firmNo) => {
      expect(logoUrl({ firmNo, themeName: 'theme-white' })).toBe(`${base}group-dark.svg`);
      expect(logoUrl({ firmNo, themeName: 'theme-bule' })).toBe(`${base}group-light.svg`);
    },
  );

  it.each(['firm-1001', 'firm-1002', 'firm-1003', 'group'])(
    'has %s as a small square SVG in both tones, without text',
    (mark) => {
      for (const tone of ['light', 'dark']) {
        const file = join(logosDir, `${mark}-${tone}.svg`);
        expect(existsSync(file)).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
        expect(svg).not.toMatch(/<text/);
        expect(svg.length).toBeLessThan(2048);
      }
    },
  );

  it('draws each firm differently', () => {
    const marks = ['firm-1001', 'firm-1002', 'firm-1003', 'group'].map((mark) =>
      readFileSync(join(logosDir, `${mark}-dark.svg`), 'utf8'),
    );
    expect(new Set(marks).size).toBe(4);
  });
});
