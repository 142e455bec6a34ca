import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { firmIdOf } from '../testing/demo-lookups';
import { prepareQuery } from './prepared-query';
import { containsPattern, containsText, type TextPattern } from './text-search';

const titles = [
  '100% 完成',
  '100 完成',
  'a_b',
  'axb',
  'C:\\tmp',
  'C:tmp',
  'back\\%slash',
  'Loan Review',
  'LOAN',
  '授信审批通过',
];

/** A firm of its own with one notice per title, and a search of them by a pattern. */
async function noticesTitled(app: FastifyInstance) {
  const { db } = app;
  const firmId = await firmIdOf(app, '1001');
  await db.deleteFrom('notices').where('firm_id', '=', firmId).execute();
  await db
    .insertInto('notices')
    .values(
      titles.map((title) => ({
        firm_id: firmId,
        title,
        content: '',
        publisher: 'test',
        publish_time: '2026-01-01T00:00:00.000Z',
      })),
    )
    .execute();
  const query = (pattern: TextPattern) =>
    db
      .selectFrom('notices')
      .select('title')
      .where('firm_id', '=', firmId)
      .where((eb) => containsText(eb.ref('title'), pattern))
      .orderBy('id');
  return { db, query };
}

describe('containsPattern', () => {
  it('lowers the keyword and escapes % _ and the escape character', () => {
    expect(containsPattern('A%b_C\\')).toBe('%a\\%b\\_c\\\\%');
    expect(containsPattern('授信')).toBe('%授信%');
  });
});

describe('containsText', () => {
  // Each keyword and the titles it finds, in the order they were added.
  const cases: [string, string[]][] = [
    ['%', ['100% 完成', 'back\\%slash']],
    ['0%', ['100% 完成']],
    ['_', ['a_b']],
    ['a_b', ['a_b']],
    ['\\', ['C:\\tmp', 'back\\%slash']],
    [':\\t', ['C:\\tmp']],
    ['\\%', ['back\\%slash']],
    ['loan', ['Loan Review', 'LOAN']],
    ['LoAn', ['Loan Review', 'LOAN']],
    ['REVIEW', ['Loan Review']],
    ['授信', ['授信审批通过']],
    ['审批通过', ['授信审批通过']],
    ['审核', []],
  ];

  it('finds each keyword literally, ignoring case', async () => {
    const { query } = await noticesTitled(await buildTestApp());
    for (const [keyword, found] of cases) {
      const rows = await query(containsPattern(keyword)).execute();
      expect(
        rows.map((row) => row.title),
        keyword,
      ).toEqual(found);
    }
  });

  it('keeps the statement text the same for every keyword', async () => {
    const { query } = await noticesTitled(await buildTestApp());
    const plain = query(containsPattern('loan')).compile();
    const special = query(containsPattern('%_\\授信')).compile();
    expect(special.sql).toBe(plain.sql);
    expect(special.parameters).toContain('%\\%\\_\\\\授信%');
  });

  it('takes the pattern as a value of a prepared query, each call its own', async () => {
    const { db, query } = await noticesTitled(await buildTestApp());
    const prepared = prepareQuery(db, (pattern: TextPattern) => query(pattern));
    for (const [keyword, found] of [...cases, ...cases.slice().reverse()]) {
      const rows = await prepared(containsPattern(keyword));
      expect(
        rows.map((row) => row.title),
        keyword,
      ).toEqual(found);
    }
  });
});
