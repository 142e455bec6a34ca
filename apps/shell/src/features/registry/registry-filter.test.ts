import type { RegistryEntry } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { filterRegistryEntries, noRegistryFilter } from './registry-filter';

const entry = (route: string, change: Partial<RegistryEntry> = {}): RegistryEntry => ({
  route,
  name: `sub-${route}`,
  url: `/sub-${route}/`,
  devUrl: null,
  titleZh: route,
  titleEn: route,
  isPublic: false,
  isolation: 'micro-app',
  grantToken: false,
  scopes: [],
  pinned: null,
  prefetch: true,
  enabled: true,
  ownerTeam: null,
  contact: null,
  ...change,
});

const registry = [
  entry('newcrm', { titleZh: '客户管理', titleEn: 'Customer relations' }),
  entry('vendor', { isolation: 'frame', url: 'https://Vendor.example.com/app/' }),
  entry('postloan', { enabled: false, titleZh: '贷后管理', titleEn: 'Post-loan' }),
  entry('newcredit', { url: null }),
];
const routesOf = (entries: RegistryEntry[]) => entries.map(({ route }) => route);

describe('filterRegistryEntries', () => {
  it('keeps every entry, in order, without a filter', () => {
    expect(routesOf(filterRegistryEntries(registry, noRegistryFilter))).toEqual([
      'newcrm',
      'vendor',
      'postloan',
      'newcredit',
    ]);
  });

  it('finds text in the route, the app name, both names for people and the url, in any case', () => {
    const find = (text: string) =>
      routesOf(filterRegistryEntries(registry, { ...noRegistryFilter, text }));
    expect(find('客户')).toEqual(['newcrm']);
    expect(find('  CUSTOMER ')).toEqual(['newcrm']);
    expect(find('vendor.EXAMPLE')).toEqual(['vendor']);
    expect(find('sub-postloan')).toEqual(['postloan']);
    expect(find('new')).toEqual(['newcrm', 'newcredit']);
    expect(find('nothing')).toEqual([]);
  });

  it('narrows by isolation and by on or off, with the text', () => {
    expect(
      routesOf(filterRegistryEntries(registry, { ...noRegistryFilter, isolation: 'frame' })),
    ).toEqual(['vendor']);
    expect(
      routesOf(filterRegistryEntries(registry, { ...noRegistryFilter, state: 'off' })),
    ).toEqual(['postloan']);
    expect(
      routesOf(
        filterRegistryEntries(registry, { text: 'new', isolation: 'micro-app', state: 'on' }),
      ),
    ).toEqual(['newcrm', 'newcredit']);
  });
});
