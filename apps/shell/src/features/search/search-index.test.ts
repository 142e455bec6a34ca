import { beforeAll, describe, expect, it } from 'vitest';
import { loadPinyinInitials } from './pinyin-initials';
import { buildSearchIndex, searchIndex, type InitialsOf, type SearchEntry } from './search-index';

function entry(key: string, label: string): SearchEntry {
  return { key, label, path: `/${key}` };
}

const entries: SearchEntry[] = [
  entry('customer-list', '客户列表'),
  entry('customer-pool', '客户池'),
  entry('credit-apply', 'Credit application'),
  entry('credit-list', 'credit list'),
  entry('loan-100', '100 万自主贷'),
  entry('kpi', 'KPI 考核'),
  entry('reset-password', '重置密码'),
  entry('post-loan', '贷后管理（新）'),
];

let initialsOf: InitialsOf;
beforeAll(async () => {
  initialsOf = await loadPinyinInitials();
});

const keysFor = (query: string, limit?: number) =>
  searchIndex(buildSearchIndex(entries, initialsOf), query, limit).map(({ key }) => key);

describe('searchIndex', () => {
  it('finds entries whose label starts with the query', () => {
    expect(keysFor('客户')).toEqual(['customer-list', 'customer-pool']);
    expect(keysFor('客户列')).toEqual(['customer-list']);
  });

  it('finds Chinese labels by the pinyin initials of their characters', () => {
    expect(keysFor('khlb')).toEqual(['customer-list']);
    expect(keysFor('kh')).toEqual(['customer-list', 'customer-pool']);
    expect(keysFor('dhgl')).toEqual(['post-loan']);
  });

  it('keeps letters and digits of mixed labels in the initials', () => {
    expect(keysFor('100wz')).toEqual(['loan-100']);
    expect(keysFor('kpikh')).toEqual(['kpi']);
  });

  it('accepts either reading of a polyphonic character', () => {
    expect(keysFor('czmm')).toEqual(['reset-password']);
    expect(keysFor('zzmm')).toEqual(['reset-password']);
  });

  it('finds English labels by prefix, whatever the case', () => {
    expect(keysFor('cre')).toEqual(['credit-apply', 'credit-list']);
    expect(keysFor('CREDIT L')).toEqual(['credit-list']);
    expect(keysFor('KHLB')).toEqual(['customer-list']);
  });

  it('does not match inside a label', () => {
    expect(keysFor('列表')).toEqual([]);
    expect(keysFor('list')).toEqual([]);
    expect(keysFor('lb')).toEqual([]);
  });

  it('lists label matches before initials matches, each in menu order', () => {
    const mixed = [
      entry('kh-initials', '客户'),
      entry('kh-label', 'KH report'),
      entry('k', '考核'),
    ];
    const found = searchIndex(buildSearchIndex(mixed, initialsOf), 'kh').map(({ key }) => key);
    expect(found).toEqual(['kh-label', 'kh-initials', 'k']);
  });

  it('returns at most `limit` entries, label matches kept first', () => {
    const many = Array.from({ length: 30 }, (_, position) =>
      entry(`c${position}`, `客户${position}`),
    );
    const index = buildSearchIndex([...many, entry('khz', 'kh zone')], initialsOf);
    expect(searchIndex(index, 'kh')).toHaveLength(10);
    expect(searchIndex(index, 'kh', 3).map(({ key }) => key)).toEqual(['khz', 'c0', 'c1']);
  });

  it('returns nothing for an empty or blank query', () => {
    expect(keysFor('')).toEqual([]);
    expect(keysFor('   ')).toEqual([]);
  });

  it('lists an entry once when several of its readings, or its label too, match', () => {
    const index = buildSearchIndex([entry('bank', '长行'), entry('loan', '100 万贷')], initialsOf);
    expect(searchIndex(index, 'c').map(({ key }) => key)).toEqual(['bank']);
    expect(searchIndex(index, '100').map(({ key }) => key)).toEqual(['loan']);
  });

  it('finds what a scan of the whole menu finds, for any query', () => {
    const syllables = ['客', '户', '列', '表', '授', '信', 'a', 'b', ' '];
    const menu = Array.from({ length: 400 }, (_, position) => {
      const characters = [position % 9, (position * 7) % 9, (position * 5) % 4, position % 3];
      return entry(`e${position}`, characters.map((at) => syllables[at]).join(''));
    });
    // Two readings per label, so repeats and ties are exercised.
    const fakeInitials: InitialsOf = (text) => {
      const letters = Array.from(text, (character) =>
        'kh lbsxab'.charAt(syllables.indexOf(character)),
      );
      return [
        letters.join('').replaceAll(' ', ''),
        letters.join('').replaceAll(' ', '').replace('k', 'x'),
      ];
    };
    const index = buildSearchIndex(menu, fakeInitials);
    const scan = (query: string) => {
      const byLabel = menu.filter(({ label }) => label.toLowerCase().startsWith(query));
      const byInitials = menu.filter(
        (candidate) =>
          !byLabel.includes(candidate) &&
          /\p{Script=Han}/u.test(candidate.label) &&
          fakeInitials(candidate.label).some((reading) => reading.startsWith(query)),
      );
      return [...byLabel, ...byInitials].slice(0, 7);
    };
    for (const query of [
      'k',
      'kh',
      'x',
      'xh',
      'a',
      'ab',
      'b',
      '客',
      '客户',
      '列',
      'l',
      'zz',
      's',
    ]) {
      expect(searchIndex(index, query, 7), query).toEqual(scan(query));
    }
  });

  it('ignores surrounding spaces and full-width letters', () => {
    expect(keysFor('  khlb ')).toEqual(['customer-list']);
    expect(keysFor('ｋｈｌｂ')).toEqual(['customer-list']);
  });
});
