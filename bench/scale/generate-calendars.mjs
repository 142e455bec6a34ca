// The group's calendars: groups and their members, personal and group calendars, two years of
// schedules and their participants. zhangsan's desk is a busy one: 7 calendars of his own in
// firm 1, 12 groups he belongs to, his department's calendar holding a meeting most working
// days, and invitations to one in twenty of firm 1's schedules, all spread through the tables.

/** What zhangsan gets in firm 1 on top of the demo's (two calendars of his own there). */
const zhangsanDesk = { extraCalendars: 5, groups: 12, busyCalendarEvery: 400, invitedEvery: 21 };

export async function generateCalendars(context) {
  const { target, time, series, sizes, firms, users, userBase, zhangsan, at, perFirm } = context;
  const { primaryFirm } = context;
  const base = async (table) => Number(await target.value(`SELECT max(id) FROM ${table}`));
  const calendarBase = await base('calendar_books');
  const groupBase = await base('calendar_book_groups');
  const { groups } = sizes;
  // Group g belongs to firm 1 + g % 30; its owner and five members are staff of that firm.
  const memberOf = (k) => `1 + n % ${firms} + ${firms} * ((n * 13 + ${k}) % ${perFirm})`;
  await time(
    `calendar_book_groups (${groups})`,
    `WITH ${series(groups)} INSERT INTO calendar_book_groups (id, firm_id, owner_id, name,
       description, color, created_at, updated_at, updated_by)
     SELECT ${groupBase} + n, 1 + n % ${firms}, ${userBase} + ${memberOf(0)}, '项目组 ' || n, '',
       '#722ed1', '${at}', '${at}', ${userBase} + ${memberOf(0)} FROM g`,
  );
  // Five members each, fewer in a firm of fewer staff (a smaller SCALE_FACTOR).
  const members = Array.from({ length: Math.min(5, perFirm - 1) }, (_, index) => index + 1);
  await time(
    `calendar_book_group_members (${groups * members.length})`,
    `WITH ${series(groups)} INSERT INTO calendar_book_group_members (group_id, user_id, role)
     ${members
       .map(
         (k) =>
           `SELECT ${groupBase} + n, ${userBase} + ${memberOf(k)}, '${k === 1 ? 'editor' : 'viewer'}' FROM g`,
       )
       .join(' UNION ALL ')}`,
  );
  await target.run(
    `INSERT INTO calendar_book_group_members (group_id, user_id, role)
     SELECT id, ${zhangsan}, CASE WHEN id % 2 = 0 THEN 'editor' ELSE 'viewer' END
     FROM calendar_book_groups WHERE firm_id = 1 AND id > ${groupBase}
     ORDER BY id LIMIT ${zhangsanDesk.groups}`,
  );

  const calendarColumns = 'id, firm_id, owner_id, group_id, default_for, name, color, created_at';
  // Calendar ids: each staff's default one (base + u), the groups', then other personal ones,
  // the first of which are zhangsan's in firm 1.
  await time(
    `calendar_books (${sizes.calendars})`,
    `WITH ${series(users)} INSERT INTO calendar_books (${calendarColumns})
     SELECT ${calendarBase} + n, ${primaryFirm('n')}, ${userBase} + n, NULL, ${userBase} + n,
       '员工' || n || '的日历', '#1677ff', '${at}' FROM g`,
  );
  await target.run(
    `WITH ${series(groups)} INSERT INTO calendar_books (${calendarColumns})
     SELECT ${calendarBase} + ${users} + n, firm_id, owner_id, id, NULL, name, color, '${at}'
     FROM g JOIN calendar_book_groups ON id = ${groupBase} + n`,
  );
  const others = sizes.calendars - users - groups;
  const isZhangsans = `n <= ${zhangsanDesk.extraCalendars}`;
  await target.run(
    `WITH ${series(others)} INSERT INTO calendar_books (${calendarColumns})
     SELECT ${calendarBase} + ${users + groups} + n,
       CASE WHEN ${isZhangsans} THEN 1 ELSE ${primaryFirm('u')} END,
       CASE WHEN ${isZhangsans} THEN ${zhangsan} ELSE ${userBase} + u END, NULL, NULL,
       '工作日历 ' || n, '#52c41a', '${at}'
     FROM (SELECT n, 1 + ${context.hash('n', 51)} % ${users} AS u FROM g) x`,
  );
  await generateSchedules(context, calendarBase);
}

/**
 * Schedules over the 540 days before the run and the 180 after, in working hours, an hour or two
 * each, on calendars drawn by hash; one in `busyCalendarEvery` on zhangsan's department calendar
 * (the demo's group calendar he owns). The creator is the calendar's owner, or for one in five
 * someone else. Then their participants, staff of the calendar's firm.
 */
async function generateSchedules(context, calendarBase) {
  const { target, time, series, isoTime, hash, sizes, users, userBase, zhangsan, at } = context;
  const day = context.daySeconds;
  const scheduleBase = Number(await target.value('SELECT max(id) FROM schedules'));
  const busyCalendar = Number(
    await target.value(
      `SELECT min(id) FROM calendar_books WHERE owner_id = ${zhangsan} AND group_id IS NOT NULL`,
    ),
  );
  const window = 720 * day;
  const count = sizes.schedules;
  await time(
    `schedules (${count}, one in ${zhangsanDesk.busyCalendarEvery} on zhangsan's group calendar)`,
    `WITH ${series(count)} INSERT INTO schedules (id, calendar_id, title, content, location,
       start_time, end_time, all_day, status, color, creator_id, version, created_at, updated_at,
       updated_by)
     SELECT ${scheduleBase} + n, c.id,
       CASE WHEN c.id = ${busyCalendar} THEN '部门例会 ' ELSE '会议 ' END || n, '',
       '会议室 ' || (n % 40), ${isoTime('t')}, ${isoTime(`t + 3600 * (1 + n % 2)`)}, 0,
       CASE WHEN n % 33 = 0 THEN 400 ELSE 0 END, '#1677ff',
       CASE WHEN n % 5 = 0 THEN ${userBase} + 1 + ${hash('n', 61)} % ${users} ELSE c.owner_id END,
       1, '${at}', '${at}', c.owner_id
     FROM (SELECT n,
         CASE WHEN ${hash('n', 67)} % ${zhangsanDesk.busyCalendarEvery} = 0 THEN ${busyCalendar}
           ELSE ${calendarBase} + 1 + ${hash('n', 63)} % ${sizes.calendars} END AS calendar,
         ${context.today} - 540 * ${day} + (n * ${window} / ${count}) / ${day} * ${day}
           + 3600 * (1 + ${hash('n', 65)} % 9) AS t FROM g) x
     JOIN calendar_books c ON c.id = x.calendar`,
  );
  await generateParticipants(context, scheduleBase);
}

/**
 * Participant row k invites someone to schedule 1 + (k × 7919) mod S (the stride coprime with
 * S), so each schedule has one or two: staff of its calendar's firm, four in ten of the first
 * heavy staff, a second other than the first, and zhangsan first to one in `invitedEvery` of
 * firm 1's. Then what the server's triggers derive from them (0038), as the PostgreSQL load runs
 * without triggers.
 */
async function generateParticipants(context, scheduleBase) {
  const { target, time, series, sizes, firms, userBase, zhangsan, heavy, perFirm } = context;
  const { hash } = context;
  const count = sizes.participants;
  const schedules = sizes.schedules;
  const heavyPerFirm = Math.max(1, Math.floor(heavy / firms));
  // The first participant's place among its firm's staff, drawn from the first row (k0).
  const first = `CASE WHEN k0 % 10 < 4 THEN ${hash('k0', 75)} % ${heavyPerFirm}
    ELSE ${hash('k0', 77)} % ${perFirm} END`;
  await time(
    `schedule_participants (${count}, zhangsan in one in ${zhangsanDesk.invitedEvery} of firm 1's)`,
    `WITH ${series(count)} INSERT INTO schedule_participants (schedule_id, user_id)
     SELECT s.id, CASE
         WHEN n = k0 AND c.firm_id = 1 AND s.id % ${zhangsanDesk.invitedEvery} = 0 THEN ${zhangsan}
         WHEN n = k0 THEN ${userBase} + c.firm_id + ${firms} * j
         ELSE ${userBase} + c.firm_id
           + ${firms} * ((j + 1 + ${hash('n', 79)} % ${perFirm - 1}) % ${perFirm}) END
     FROM (SELECT n, k0, ${first} AS j FROM (SELECT n, (n - 1) % ${schedules} + 1 AS k0 FROM g) x) y
     JOIN schedules s ON s.id = ${scheduleBase} + 1 + (n * 7919) % ${schedules}
     JOIN calendar_books c ON c.id = s.calendar_id`,
  );
  if (!(await target.hasTable('invitation_times'))) return;
  await target.run('DELETE FROM invitation_times');
  await time(
    'invitation_times',
    `INSERT INTO invitation_times (schedule_id, user_id, start_time, end_time)
     SELECT p.schedule_id, p.user_id, s.start_time, s.end_time
     FROM schedule_participants p JOIN schedules s ON s.id = p.schedule_id`,
  );
}
