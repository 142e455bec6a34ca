import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { userIdOf } from '../testing/demo-lookups';
import { prepareQuery } from './prepared-query';

describe('prepareQuery', () => {
  it('answers each call with its own values, in whatever order the SQL takes them', async () => {
    const app = await buildTestApp();
    const { db } = app;
    const usernames = prepareQuery(db, (status: number, firstId: number, lastId: number) =>
      db
        .selectFrom('users')
        .select('username')
        // A constant of the query between the values, and the values out of order.
        .where('id', '<=', lastId)
        .where('username', '!=', 'nobody')
        .where('id', '>=', firstId)
        .where('status', '=', status)
        .orderBy('id'),
    );
    const zhangsan = await userIdOf(app, 'zhangsan');
    const lisi = await userIdOf(app, 'lisi');
    const [first, last] = [Math.min(zhangsan, lisi), Math.max(zhangsan, lisi)];
    const expected = await db
      .selectFrom('users')
      .select('username')
      .where('id', '>=', first)
      .where('id', '<=', last)
      .where('status', '=', 1)
      .orderBy('id')
      .execute();

    expect(await usernames(1, first, last)).toEqual(expected);
    expect(await usernames(1, zhangsan, zhangsan)).toEqual([{ username: 'zhangsan' }]);
    expect(await usernames(1, lisi, lisi)).toEqual([{ username: 'lisi' }]);
    expect(await usernames(0, first, last)).toEqual([]);
  });

  it('takes one value in several places', async () => {
    const app = await buildTestApp();
    const { db } = app;
    const sameUser = prepareQuery(db, (id: number) =>
      db.selectFrom('users').select('username').where('id', '=', id).where('id', '>=', id),
    );
    const lisi = await userIdOf(app, 'lisi');
    expect(await sameUser(lisi)).toEqual([{ username: 'lisi' }]);
  });

  it('refuses a query that leaves a value out', async () => {
    const app = await buildTestApp();
    const { db } = app;
    const careless = prepareQuery(db, (id: number) => {
      void id; // never reaches the SQL
      return db.selectFrom('users').select('username');
    });
    await expect(careless(1)).rejects.toThrow(/must use every value/);
  });
});
