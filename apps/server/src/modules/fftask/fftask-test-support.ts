// Helpers of the fftask tests: an app with a clock they move, demo ids, extra colleagues, short requests.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { Clock } from '../../lib/clock';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { firmIdOf } from '../../testing/demo-lookups';
import { createTestClock, type TestClock } from '../../testing/test-clock';

export type CalendarTestApp = {
  app: FastifyInstance;
  clock: TestClock;
  zhangsan: SignedIn;
  lisi: SignedIn;
};

/** A test app on its own database with a movable clock, zhangsan and lisi signed in. */
export async function calendarTestApp(environment: Record<string, string> = {}) {
  const clock = createTestClock();
  const app = await buildTestApp(environment, { clock });
  const zhangsan = await signIn(app, 'zhangsan');
  const lisi = await signIn(app, 'lisi');
  return { app, clock, zhangsan, lisi };
}

/** The default personal calendar of a demo user in a firm. */
export async function calendarIdOf(
  app: FastifyInstance,
  username: string,
  firmNo = '1001',
): Promise<number> {
  const { id } = await app.db
    .selectFrom('calendar_books')
    .innerJoin('users', 'users.id', 'calendar_books.owner_id')
    .innerJoin('firms', 'firms.id', 'calendar_books.firm_id')
    .select('calendar_books.id')
    .where('users.username', '=', username)
    .where('firms.firm_no', '=', firmNo)
    .where('calendar_books.default_for', 'is not', null)
    .executeTakeFirstOrThrow();
  return id;
}

export async function demoGroupId(app: FastifyInstance): Promise<number> {
  const { id } = await app.db
    .selectFrom('calendar_book_groups')
    .select('id')
    .where('name', '=', '保理一部项目组')
    .executeTakeFirstOrThrow();
  return id;
}

export async function scheduleIdOf(app: FastifyInstance, title: string): Promise<number> {
  const { id } = await app.db
    .selectFrom('schedules')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return id;
}

export function storedSchedule(app: FastifyInstance, id: number) {
  return app.db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A new active colleague in a firm and department (default: lisi's), signed in with a token and
 * a session written straight to the database.
 */
export async function addColleague(
  app: FastifyInstance,
  name: string,
  { firmNo = '1001', deptNo = 'D0102' } = {},
): Promise<SignedIn> {
  // Prefixed: the demo data may have users of these common names.
  const username = `fftask-${name}`;
  const firmId = await firmIdOf(app, firmNo);
  const dept = await app.db
    .selectFrom('departments')
    .select(['id', 'parent_id'])
    .where('firm_id', '=', firmId)
    .where('dept_no', '=', deptNo)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id: userId } = await app.db
    .insertInto('users')
    .values({
      username,
      display_name: username,
      employee_no: username,
      password_hash: 'not-used',
      avatar: '',
      group_id: 1,
      group_name: 'g',
      system_id: 1,
      system_name: 's',
      status: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('user_firms')
    .values({
      user_id: userId,
      firm_id: firmId,
      dept_id: dept.id,
      bu_dept_id: dept.parent_id ?? dept.id,
    })
    .execute();
  const token = generateOpaqueToken();
  const { id: tokenId } = await app.db
    .insertInto('access_tokens')
    .values({
      token_hash: hashOpaqueToken(token),
      user_id: userId,
      scope: 'server',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Signed in means a running core-cache session too (the server refuses tokens without one).
  const sessionStart = app.clock.now();
  await app.db
    .insertInto('core_cache_sessions')
    .values({
      token_id: tokenId,
      renewed_at: sessionStart.toISOString(),
      expires_at: new Date(
        sessionStart.getTime() + app.config.coreCacheTtlSeconds * 1000,
      ).toISOString(),
    })
    .execute();
  return { token, userId, authorization: `Bearer ${token}` };
}

/** A GET or POST to /api/fftask as someone (or nobody). */
export function call(
  app: FastifyInstance,
  who: SignedIn | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = {
    method,
    url: `/api/fftask${path}`,
    headers: { ...(who ? { authorization: who.authorization } : {}), ...headers },
  };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

/** An instant `hours` after the start of the next Monday, China Standard Time, far from seeds. */
export function inThreeWeeks(clock: Clock, hours: number): string {
  const now = clock.now().getTime() + 8 * 3_600_000;
  const midnight = now - (now % 86_400_000);
  const monday = midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday + 21 * 86_400_000 + hours * 3_600_000 - 8 * 3_600_000).toISOString();
}
