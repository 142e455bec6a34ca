import { calendarQueries } from '@/features/calendar/api/calendar-queries';
import { menuQueries } from '@/features/menu/api/menu-queries';
import { appTokenQueries } from '@/features/micro/api/app-token-queries';
import { crmQueries } from '@/features/micro/api/crm-queries';
import { financeQueries } from '@/features/workbench/api/finance-queries';
import { messageQueries } from '@/features/workbench/api/message-queries';
import { noticeQueries } from '@/features/workbench/api/notice-queries';
import { todoQueries } from '@/features/workbench/api/todo-queries';
import { firmOfKey, firmScope } from '@/lib/query-keys';
import type { UserInfo } from '@portal/contract';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

const firmId = 41;
const userInfo = {
  userId: 7,
  firmId,
  firmNo: '1041',
  userName: '张三',
  roleLoginVos: [],
} as unknown as UserInfo;

type Sampled = {
  /** The prefixes the factory hands out for invalidations and removals, `all` first. */
  prefixes: Record<string, QueryKey>;
  /** One query of each kind the factory declares. */
  queries: Record<string, { queryKey: QueryKey }>;
  /** Queries that sit under a narrower prefix than `all`. */
  under?: Record<string, string[]>;
};

/** Every factory of the features, each member called for the sample firm. */
const factories: Record<string, { factory: object; sampled: Sampled }> = {
  messageQueries: {
    factory: messageQueries,
    sampled: {
      prefixes: { all: messageQueries.all(firmId) },
      queries: {
        list: messageQueries.list({ firmId, pageNum: 1, pageSize: 5 }),
        unread: messageQueries.unread(firmId),
      },
    },
  },
  noticeQueries: {
    factory: noticeQueries,
    sampled: {
      prefixes: { all: noticeQueries.all(firmId) },
      queries: {
        list: noticeQueries.list({ firmId, pageNum: 1, pageSize: 5, keyword: '放假' }),
        unread: noticeQueries.unread(firmId),
      },
    },
  },
  todoQueries: {
    factory: todoQueries,
    sampled: {
      prefixes: { all: todoQueries.all(firmId) },
      queries: {
        list: todoQueries.list({ firmId, pageNum: 1, pageSize: 5, status: 0 }),
        count: todoQueries.count(firmId),
        steps: todoQueries.steps(firmId, 3),
      },
    },
  },
  financeQueries: {
    factory: financeQueries,
    sampled: {
      prefixes: { all: financeQueries.all(firmId) },
      queries: { project: financeQueries.project(firmId, 5) },
    },
  },
  calendarQueries: {
    factory: calendarQueries,
    sampled: {
      prefixes: {
        all: calendarQueries.all(firmId),
        books: calendarQueries.books(firmId),
        schedules: calendarQueries.schedules(firmId),
      },
      queries: {
        mine: calendarQueries.mine(firmId),
        writable: calendarQueries.writable(firmId),
        team: calendarQueries.team(firmId, 'department'),
        colleague: calendarQueries.colleague(firmId, 8),
        group: calendarQueries.group(firmId, 2),
        week: calendarQueries.week({
          firmId,
          calendarIds: [1, 2],
          date: '2025-03-05',
          includeInvited: true,
        }),
        clash: calendarQueries.clash(firmId, {
          startTime: '2025-03-05 09:00:00',
          endTime: '2025-03-05 10:00:00',
          participantIds: [7, 8],
        }),
        settings: calendarQueries.settings(firmId),
        people: calendarQueries.people(firmId),
        organization: calendarQueries.organization(firmId),
      },
      under: {
        books: ['mine', 'writable', 'team', 'colleague', 'group'],
        schedules: ['week'],
      },
    },
  },
  menuQueries: {
    factory: menuQueries,
    sampled: {
      prefixes: { all: menuQueries.all(firmId) },
      queries: { tree: menuQueries.tree({ firmId, userId: 7 }) },
    },
  },
  crmQueries: {
    factory: crmQueries,
    sampled: {
      prefixes: { all: crmQueries.all(firmId) },
      queries: { userInfo: crmQueries.userInfo(userInfo) },
    },
  },
  appTokenQueries: {
    factory: appTokenQueries,
    sampled: {
      prefixes: { all: appTokenQueries.all(firmId) },
      queries: { token: appTokenQueries.token(userInfo, 'sub-newcrm') },
    },
  },
};

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  expect(key.slice(0, prefix.length)).toEqual(prefix);

describe('the query factories of the features', () => {
  it('are all sampled here, every member of each', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../features/*/api/*-queries.ts', {
      eager: true,
    });
    const declared = Object.values(modules).flatMap((module) =>
      Object.entries(module).filter(([name]) => name.endsWith('Queries')),
    );
    expect(declared.map(([name]) => name).sort()).toEqual(Object.keys(factories).sort());
    for (const [name, factory] of declared) {
      const { sampled } = factories[name] ?? { sampled: { prefixes: {}, queries: {} } };
      expect(Object.keys(factory as object).sort(), name).toEqual(
        [...Object.keys(sampled.prefixes), ...Object.keys(sampled.queries)].sort(),
      );
    }
  });

  describe.each(Object.entries(factories))('%s', (_name, { sampled }) => {
    const { prefixes, queries, under = {} } = sampled;
    const { all } = prefixes;

    it('keys every query and prefix by the firm', () => {
      for (const key of [
        ...Object.values(prefixes),
        ...Object.values(queries).map((q) => q.queryKey),
      ]) {
        startsWith(key, firmScope(firmId));
        expect(firmOfKey(key)).toBe(firmId);
      }
    });

    it('puts every query under `all`, and under its narrower prefix', () => {
      expect(all).toBeDefined();
      for (const { queryKey } of Object.values(queries)) startsWith(queryKey, all as QueryKey);
      for (const [prefix, names] of Object.entries(under)) {
        for (const name of names) {
          startsWith(queries[name]?.queryKey ?? [], prefixes[prefix] as QueryKey);
        }
      }
    });
  });

  it('gives each feature a prefix of its own', () => {
    const alls = Object.values(factories).map(({ sampled }) =>
      JSON.stringify(sampled.prefixes.all),
    );
    expect(new Set(alls).size).toBe(alls.length);
  });
});
