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
    name: 'to-do page 100',
    path: () => '/api/coreSystem/todoAll?pageNum=100&pageSize=10&status=1',
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

/** The server's own handling time, from its `Server-Timing: app;dur=<ms>` header. */
const serverTimingOf = (response) => {
  const duration = /(?:^|,)\s*app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return duration ? Number(duration[1]) : null;
};

async function timed(origin, call, user) {
  const started = performance.now();
  const response = await fetch(`${origin}${call.path(user)}`, { headers: user.headers });
  await response.arrayBuffer();
  return {
    ms: performance.now() - started,
    serverMs: serverTimingOf(response),
    status: response.status,
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const percentiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? { p50: roundTo(quantile(sorted, 0.5), 1), p99: roundTo(quantile(sorted, 0.99), 1) }
    : { p50: null, p99: null };
};

/**
 * Percentiles of the answers, failures (any status but 200, such as a 503 on a time-out) apart:
 * as the load generator saw them (`p50Ms`, `p99Ms`, the round trip) and as the server handled
 * them (`serverP50Ms`, `serverP99Ms`, from its Server-Timing header; null if it sent none).
 */
function summary(answers) {
  const answered = answers.filter((answer) => answer.status === 200);
  const failures = answers.length - answered.length;
  const roundTrip = percentiles(answered.map((answer) => answer.ms));
  const timedByServer = answered.every((answer) => answer.serverMs !== null);
  const server = timedByServer
    ? percentiles(answered.map((answer) => answer.serverMs))
    : { p50: null, p99: null };
  return {
    p50Ms: roundTrip.p50,
    p99Ms: roundTrip.p99,
    serverP50Ms: server.p50,
    serverP99Ms: server.p99,
    samples: answered.length,
    ...(failures ? { failures, statuses: [...new Set(answers.map((a) => a.status))] } : {}),
  };
}

/** One round: every user of the target asks the call once, all at once. */
const round = (target, call) =>
  Promise.all(target.users.map((user) => timed(target.origin, call, user)));

/**
 * The call on several targets (`{ demo: { origin, users }, large: … }`), interleaved round by
 * round so that whatever else the machine does falls on each alike: in each round every user of
 * one target asks once, all at once, then every user of the next, the order turning each round.
 * `warmUpRounds` rounds of each first, not counted; then `rounds` rounds, or fewer once `capMs`
 * has passed (three at least). Figures per target, as `summary` gives them.
 */
export async function measureInterleaved(targets, call, { rounds, warmUpRounds, capMs }) {
  const names = Object.keys(targets);
  for (let index = 0; index < warmUpRounds; index += 1) {
    for (const name of names) await round(targets[name], call);
  }
  const answers = Object.fromEntries(names.map((name) => [name, []]));
  const startedAt = performance.now();
  for (let index = 0; index < rounds; index += 1) {
    if (index >= 3 && performance.now() - startedAt > capMs * names.length) break;
    const shift = index % names.length;
    for (const name of [...names.slice(shift), ...names.slice(0, shift)]) {
      answers[name].push(...(await round(targets[name], call)));
    }
  }
  return Object.fromEntries(names.map((name) => [name, summary(answers[name])]));
}
