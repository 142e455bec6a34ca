// The workbench's first-screen calls, timed against a server for one user and for several at
// once, each user signed in beforehand through the token endpoint as the shell does.
import { roundTo } from '../lib/statistics.mjs';

const password = 'Portal@2026';

/**
 * The calls the shell makes for the first screen after sign-in (bench/results/sign-in.json's
 * requests), and a deep page of the to-do list as the backlog page asks it.
 */
export const workbenchCalls = [
  { name: 'role/login', path: () => '/api/upms/role/login' },
  {
    name: 'menu tree',
    path: (user) => `/api/upms/menu/getTreeByRoleId?firmId=${user.firmId}&userId=${user.userId}`,
  },
  {
    name: 'user info',
    path: (user) => `/api/upms/app/query/share/token?firmId=${user.firmId}&userId=${user.userId}`,
  },
  { name: 'to-do list', path: () => '/api/coreSystem/todoAll?pageNum=1&pageSize=5&status=0' },
  { name: 'to-do count', path: () => '/api/coreSystem/getToDoCount' },
  {
    name: 'to-do page 50',
    path: () => '/api/coreSystem/todoAll?pageNum=50&pageSize=10&status=1',
  },
  { name: 'messages', path: () => '/api/uniHome/page/message/list?pageNum=1&pageSize=5' },
  {
    name: 'unread badge',
    path: () => '/api/uniHome/page/message/list?pageNum=1&pageSize=1&status=unread',
  },
  { name: 'notices', path: () => '/api/uniHome/notices/list?pageNum=1&pageSize=5' },
  { name: 'notices (100)', path: () => '/api/uniHome/notices/list?pageNum=1&pageSize=100' },
  { name: 'loadMyCalendars', path: () => '/api/fftask/pcCalendarBookGroup/loadMyCalendars' },
  {
    name: 'listWeek',
    path: (user) =>
      `/api/fftask/pcSchedule/listWeek?calendarIds=${user.calendarIds.join(',')}&date=${user.day}&includeInvited=1`,
  },
];

/** Signs a user in (token, role/login, role/choose of the first firm) and reads their calendars. */
export async function signIn(origin, clientSecret, username, day) {
  const response = await fetch(`${origin}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`portal:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  const { data } = await response.json();
  if (!data?.access_token) throw new Error(`${username} could not sign in`);
  const headers = { authorization: `Bearer ${data.access_token}` };
  const firms = await (await fetch(`${origin}/api/upms/role/login`, { headers })).json();
  const firmId = firms.data.firmIds[0].firmId;
  const user = { username, headers, userId: data.user_id, firmId, day, calendarIds: [] };
  await fetch(`${origin}/api/upms/role/choose?firmId=${firmId}&userId=${user.userId}`, {
    method: 'POST',
    headers,
  });
  const calendars = await (
    await fetch(`${origin}/api/fftask/pcCalendarBookGroup/loadMyCalendars`, { headers })
  ).json();
  user.calendarIds = calendars.data.map((calendar) => calendar.id);
  return user;
}

async function timed(origin, call, user) {
  const started = performance.now();
  const response = await fetch(`${origin}${call.path(user)}`, { headers: user.headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Percentiles of the answers, failures (any status but 200, such as a 503 on a time-out) apart. */
function summary(answers) {
  const sorted = answers
    .filter((answer) => answer.status === 200)
    .map((answer) => answer.ms)
    .sort((a, b) => a - b);
  const failures = answers.length - sorted.length;
  return {
    p50Ms: sorted.length ? roundTo(quantile(sorted, 0.5), 1) : null,
    p99Ms: sorted.length ? roundTo(quantile(sorted, 0.99), 1) : null,
    samples: sorted.length,
    ...(failures ? { failures, statuses: [...new Set(answers.map((a) => a.status))] } : {}),
  };
}

/**
 * Each of `users` asks the call back to back, all at once, until every one has asked `rounds`
 * times or `capMs` has passed (with at least three each); one warm-up request each first.
 */
export async function measureCall(origin, call, users, { rounds, capMs }) {
  await Promise.all(users.map((user) => timed(origin, call, user)));
  const answers = [];
  const startedAt = performance.now();
  await Promise.all(
    users.map(async (user) => {
      for (let round = 0; round < rounds; round += 1) {
        if (round >= 3 && performance.now() - startedAt > capMs) break;
        answers.push(await timed(origin, call, user));
      }
    }),
  );
  return summary(answers);
}
