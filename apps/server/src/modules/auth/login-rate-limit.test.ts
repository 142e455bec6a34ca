import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, clientAuthorization } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';
import { loadConfig } from '../../config';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';

/** The defaults: 10 failures per account, 100 per address, in 15 minutes. */
const loginLimits = loadConfig({}).loginLimits;

/** A lower address limit, so that a test fills it in fewer password checks. */
const addressLimit = { LOGIN_FAILURES_PER_ADDRESS: '30' };

function signInAs(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress = '192.0.2.10',
  forwardedFor?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    remoteAddress,
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

/** 30 failures from one client address, over three accounts (the address limit of `addressLimit`). */
async function failAsAddress(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const username = `nobody-${attempt % 3}`;
    const response = await signInAs(app, username, 'wrong', remoteAddress, forwardedFor);
    expect(response.statusCode).toBe(401);
  }
}

async function failTimes(app: FastifyInstance, times: number, username: string, address?: string) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await signInAs(app, username, 'wrong-password', address);
    expect(response.statusCode).toBe(401);
  }
}

describe('POST /api/auth/oauth/token, rate limited', () => {
  it('refuses an account after 10 failed sign-ins, even with the right password', async () => {
    const app = await buildTestApp();
    await failTimes(app, loginLimits.perAccount, 'lisi');
    const response = await signInAs(app, 'lisi', 'Portal@2026', '192.0.2.99');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 1,
      msg: '登录失败次数过多，请 15 分钟后再试',
      data: null,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts the account whatever the case of the username', async () => {
    const app = await buildTestApp();
    await failTimes(app, 5, 'lisi');
    await failTimes(app, 5, 'LiSi');
    expect((await signInAs(app, 'lisi', 'Portal@2026')).statusCode).toBe(429);
  });

  it('leaves other accounts alone, and does not count successful sign-ins', async () => {
    const app = await buildTestApp();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await signInAs(app, 'zhangsan', 'Portal@2026')).statusCode).toBe(200);
    }
    await failTimes(app, loginLimits.perAccount, 'lisi');
    expect((await signInAs(app, 'zhangsan', 'Portal@2026')).statusCode).toBe(200);
  });

  it('refuses an address after its limit of failed sign-ins across accounts', async () => {
    const app = await buildTestApp(addressLimit);
    const usernames = ['nobody-1', 'nobody-2', 'nobody-3'];
    for (const username of usernames) await failTimes(app, 10, username, '198.51.100.7');
    const blocked = await signInAs(app, 'zhangsan', 'Portal@2026', '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(1);
    const elsewhere = await signInAs(app, 'zhangsan', 'Portal@2026', '198.51.100.8');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('says so in English when asked', async () => {
    const app = await buildTestApp();
    await failTimes(app, loginLimits.perAccount, 'lisi');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: {
        authorization: clientAuthorization,
        'accept-language': 'en',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=password&username=lisi&password=x',
    });
    expect(response.json().msg).toBe('Too many failed sign-ins; try again in 15 minutes');
  });

  it('answers Retry-After with what is left of the window, and forgets the failures after it', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    await failTimes(app, loginLimits.perAccount, 'lisi');
    clock.advanceSeconds(5 * 60);
    const refused = await signInAs(app, 'lisi', 'Portal@2026');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(10 * 60);
    expect(refused.json().msg).toBe('登录失败次数过多，请 10 分钟后再试');

    clock.advanceSeconds(10 * 60);
    expect((await signInAs(app, 'lisi', 'Portal@2026')).statusCode).toBe(200);
    await failTimes(app, loginLimits.perAccount - 1, 'lisi');
    expect((await signInAs(app, 'lisi', 'Portal@2026')).statusCode).toBe(200);
  });

  it('lets exactly the limit through when failed sign-ins race for one account', async () => {
    const app = await buildTestApp();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        signInAs(app, 'lisi', 'wrong-password', `203.0.113.${index + 1}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(loginLimits.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - loginLimits.perAccount);
    expect((await signInAs(app, 'lisi', 'Portal@2026')).statusCode).toBe(429);
  });

  it('does not count a successful sign-in racing with failures', async () => {
    const app = await buildTestApp();
    await failTimes(app, loginLimits.perAccount - 2, 'lisi');
    const [right, wrong] = await Promise.all([
      signInAs(app, 'lisi', 'Portal@2026', '203.0.113.1'),
      signInAs(app, 'lisi', 'wrong-password', '203.0.113.2'),
    ]);
    expect([right.statusCode, wrong.statusCode]).toEqual([200, 401]);
    expect((await signInAs(app, 'lisi', 'wrong-password')).statusCode).toBe(401);
    expect((await signInAs(app, 'lisi', 'Portal@2026')).statusCode).toBe(429);
  });

  it('counts failures across server instances that share one database', async () => {
    const [first, second] = await buildInstancesOnOneDatabase(2);
    if (!first || !second) throw new Error('two instances expected');
    for (let attempt = 0; attempt < loginLimits.perAccount; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      expect((await signInAs(instance, 'lisi', 'wrong-password')).statusCode).toBe(401);
    }
    const eleventh = await signInAs(first, 'lisi', 'Portal@2026');
    expect(eleventh.statusCode).toBe(429);
    expect((await signInAs(second, 'lisi', 'Portal@2026')).statusCode).toBe(429);
    expect((await signInAs(second, 'zhangsan', 'Portal@2026')).statusCode).toBe(200);
  });

  it('keeps exactly the limit when instances race for one account', async () => {
    const instances = await buildInstancesOnOneDatabase(2);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        signInAs(
          instances[index % instances.length] as FastifyInstance,
          'lisi',
          'wrong-password',
          `203.0.113.${index + 1}`,
        ),
      ),
    );
    const failed = responses.filter((response) => response.statusCode === 401);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(failed).toHaveLength(loginLimits.perAccount);
    expect(refused).toHaveLength(24 - loginLimits.perAccount);
  });
});

/** Adds staff who sign in with zhangsan's password (its hash copied, so no hashing here). */
async function addStaff(app: FastifyInstance, count: number): Promise<string[]> {
  const zhangsan = await app.db
    .selectFrom('users')
    .select([
      'display_name',
      'password_hash',
      'avatar',
      'group_id',
      'group_name',
      'system_id',
      'system_name',
      'status',
      'created_at',
    ])
    .where('username', '=', 'zhangsan')
    .executeTakeFirstOrThrow();
  const usernames = Array.from({ length: count }, (_, index) => `office-${index + 1}`);
  await app.db
    .insertInto('users')
    .values(
      usernames.map((username, index) => ({
        ...zhangsan,
        username,
        employee_no: `OFFICE${index + 1}`,
      })),
    )
    .execute();
  return usernames;
}

describe('an office behind one NAT address at 9:00', () => {
  const office = '198.51.100.50';

  it('signs 200 staff in at once from one address with no 429', { timeout: 60_000 }, async () => {
    const app = await buildTestApp();
    const staff = await addStaff(app, 200);

    const responses = await Promise.all(
      staff.map((username) => signInAs(app, username, 'Portal@2026', office)),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('counts only the failures against the address, and still stops a guesser there', async () => {
    const app = await buildTestApp(addressLimit);
    const staff = await addStaff(app, 40);
    for (const username of staff) {
      expect((await signInAs(app, username, 'Portal@2026', office)).statusCode).toBe(200);
    }
    await failAsAddress(app, office);

    expect((await signInAs(app, 'zhangsan', 'Portal@2026', office)).statusCode).toBe(429);
    expect((await signInAs(app, 'zhangsan', 'Portal@2026', '198.51.100.51')).statusCode).toBe(200);
  });

  it('lets the office in while one account is under attack from it', async () => {
    const app = await buildTestApp();
    const staff = await addStaff(app, 20);
    await failTimes(app, loginLimits.perAccount, 'lisi', office);
    expect((await signInAs(app, 'lisi', 'wrong-password', office)).statusCode).toBe(429);

    const responses = await Promise.all(
      staff.map((username) => signInAs(app, username, 'Portal@2026', office)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect((await signInAs(app, 'lisi', 'Portal@2026', office)).statusCode).toBe(429);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const proxy = '10.0.0.2';

  it('ignores X-Forwarded-For by default: a client cannot pick the address it is counted as', async () => {
    const app = await buildTestApp(addressLimit);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const forged = `198.51.100.${attempt + 1}`;
      const response = await signInAs(app, `nobody-${attempt % 3}`, 'wrong', proxy, forged);
      expect(response.statusCode).toBe(401);
    }
    const next = await signInAs(app, 'zhangsan', 'Portal@2026', proxy, '198.51.100.200');
    expect(next.statusCode).toBe(429);
  });

  it('counts the client the trusted proxy names, so one noisy client locks out only itself', async () => {
    const app = await buildTestApp({ ...addressLimit, TRUST_PROXY: proxy });
    await failAsAddress(app, proxy, '198.51.100.7');
    expect((await signInAs(app, 'zhangsan', 'Portal@2026', proxy, '198.51.100.7')).statusCode).toBe(
      429,
    );
    const neighbour = await signInAs(app, 'zhangsan', 'Portal@2026', proxy, '198.51.100.8');
    expect(neighbour.statusCode).toBe(200);
    const row = await app.db
      .selectFrom('login_failures')
      .select('failures')
      .where('key', '=', 'address:198.51.100.7')
      .executeTakeFirst();
    expect(row?.failures).toBe(30);
  });

  it('takes the address a trusted proxy appended, not one the client wrote before it', async () => {
    const app = await buildTestApp({ ...addressLimit, TRUST_PROXY: proxy });
    // The client forged the first entry; nginx appended the address it saw.
    await failAsAddress(app, proxy, '203.0.113.50, 198.51.100.7');
    const forgedAgain = await signInAs(
      app,
      'zhangsan',
      'Portal@2026',
      proxy,
      '203.0.113.51, 198.51.100.7',
    );
    expect(forgedAgain.statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from an address that is not the trusted proxy', async () => {
    const app = await buildTestApp({ ...addressLimit, TRUST_PROXY: proxy });
    await failAsAddress(app, '192.0.2.99', '198.51.100.9');
    const sameSender = await signInAs(
      app,
      'zhangsan',
      'Portal@2026',
      '192.0.2.99',
      '198.51.100.10',
    );
    expect(sameSender.statusCode).toBe(429);
    const forwarded = await signInAs(app, 'zhangsan', 'Portal@2026', proxy, '198.51.100.9');
    expect(forwarded.statusCode).toBe(200);
  });
});
