// The group's desks: to-dos, messages, notices and their reads. Each table is one INSERT … SELECT
// over a series; a row's owner is drawn by hash from its row number, so that every user's rows,
// zhangsan's and the heavy staff's too, lie spread over the whole table as years of inserts leave
// them, never together on disk.

/**
 * Which rows go to whom: one row in `zhangsanEvery` to zhangsan (in firm 1), four in ten to the
 * heavy staff (the first `heavy` generated ones), the rest to anyone. `owner(salt)` is the
 * generated staff number, `isZhangsan(salt)` the test; both derive from the row number `n`.
 */
export function owners({ hash, users, heavy }) {
  return {
    isZhangsan: (every, salt) => `${hash('n', salt)} % ${every} = 0`,
    owner: (salt) => `CASE WHEN n % 10 < 4 THEN 1 + ${hash('n', salt)} % ${heavy}
      ELSE 1 + ${hash('n', salt + 1)} % ${users} END`,
  };
}

/** To-dos (15 % pending, 80 % done, 5 % recalled) over the two years before the run. */
export async function generateTodos(context, { zhangsanEvery }) {
  const { time, series, isoTime, hash, sizes, users, userBase, zhangsan, firmOf, twoYears } =
    context;
  const { isZhangsan, owner } = owners(context);
  const rows = sizes.todos;
  const at = `${context.today} - ${twoYears} + n * ${twoYears} / ${rows}`;
  await time(
    `todos (${rows}, one in ${zhangsanEvery} zhangsan's)`,
    `WITH ${series(rows)} INSERT INTO todos (firm_id, assignee_user_id, applicant_user_id,
       applicant_name, title, business_type, sub_app_route, urgency, status, create_time,
       finish_time)
     SELECT CASE WHEN z THEN 1 ELSE ${firmOf('u')} END,
       CASE WHEN z THEN ${zhangsan} ELSE ${userBase} + u END,
       ${userBase} + a, '员工' || a,
       '【表单审批】' || CASE n % 5 WHEN 0 THEN '合同审批' WHEN 1 THEN '付款申请'
         WHEN 2 THEN '项目立项' WHEN 3 THEN '费用报销' ELSE '用印申请' END || ' 第 ' || n || ' 号',
       CASE n % 5 WHEN 0 THEN '合同' WHEN 1 THEN '付款' WHEN 2 THEN '立项' WHEN 3 THEN '报销'
         ELSE '用印' END,
       '/xwd/approve', CASE WHEN n % 20 = 0 THEN 'critical' WHEN n % 7 = 0 THEN 'urgent'
         ELSE 'normal' END,
       s, ${isoTime(at)}, CASE WHEN s = 0 THEN NULL ELSE ${isoTime(`${at} + 3600`)} END
     FROM (
       SELECT n, ${isZhangsan(zhangsanEvery, 19)} AS z, ${owner(11)} AS u,
         1 + ${hash('n', 13)} % ${users} AS a,
         CASE WHEN ${hash('n', 31)} % 100 < 15 THEN 0
           WHEN ${hash('n', 31)} % 100 < 95 THEN 1 ELSE 2 END AS s
       FROM g) x`,
  );
}

/** Messages, one in five of no firm (shown in every firm), the newest 8 % or so unread. */
export async function generateMessages(context, { zhangsanEvery }) {
  const { time, series, isoTime, sizes, userBase, zhangsan, firmOf, twoYears } = context;
  const { isZhangsan, owner } = owners(context);
  const rows = sizes.messages;
  const at = `${context.today} - ${twoYears} + n * ${twoYears} / ${rows}`;
  await time(
    `messages (${rows}, one in ${zhangsanEvery} zhangsan's)`,
    `WITH ${series(rows)} INSERT INTO messages (recipient_user_id, firm_id, title, content, sender,
       send_time, link, read_at)
     SELECT CASE WHEN z THEN ${zhangsan} ELSE ${userBase} + u END,
       CASE WHEN n % 5 = 0 THEN NULL WHEN z THEN 1 ELSE ${firmOf('u')} END,
       '审批提醒 ' || n, '您有一条新的审批结果，编号 ' || n || '。', '流程中心', ${isoTime(at)}, NULL,
       CASE WHEN n > ${rows} * 0.9 AND n % 5 < 4 THEN NULL ELSE ${isoTime(`${at} + 600`)} END
     FROM (SELECT n, ${isZhangsan(zhangsanEvery, 23)} AS z, ${owner(21)} AS u FROM g) x`,
  );
}

/**
 * The counts of to-dos and messages the server's triggers keep (migration 0038), counted afresh:
 * the PostgreSQL load runs without triggers. Nothing for a server without the tables.
 */
export async function deriveCounts({ target, time }) {
  if (!(await target.hasTable('todo_counts'))) return;
  await target.run('DELETE FROM todo_counts');
  await time(
    'todo_counts',
    `INSERT INTO todo_counts (assignee_user_id, firm_id, status, count)
     SELECT assignee_user_id, firm_id, status, count(*) FROM todos
     GROUP BY assignee_user_id, firm_id, status`,
  );
  await target.run('DELETE FROM message_counts');
  await time(
    'message_counts',
    `INSERT INTO message_counts (recipient_user_id, firm_key, total, unread)
     SELECT recipient_user_id, coalesce(firm_id, 0), count(*),
       sum(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END)
     FROM messages GROUP BY recipient_user_id, coalesce(firm_id, 0)`,
  );
}

/** Notices of each firm, one in a hundred pinned, and their reads by the firm's staff. */
export async function generateNotices(context) {
  const { target, time, series, isoTime, hash, sizes, firms, userBase, twoYears, perFirm } =
    context;
  const noticeBase = Number(await target.value('SELECT max(id) FROM notices'));
  const notices = sizes.notices;
  await time(
    `notices (${notices})`,
    `WITH ${series(notices)} INSERT INTO notices (id, firm_id, title, content, publisher,
       publish_time, is_top)
     SELECT ${noticeBase} + n, 1 + n % ${firms}, '关于第 ' || n || ' 期制度更新的通知',
       '各部门：现将第 ' || n || ' 期制度更新印发给你们，请认真遵照执行。', '综合管理部',
       ${isoTime(`${context.today} - ${twoYears} + n * ${twoYears} / ${notices}`)},
       CASE WHEN ${hash('n', 41)} % 100 = 0 THEN 1 ELSE 0 END
     FROM g`,
  );
  // Read r: notice 1 + r % N read by its k-th reader (k = r / N), the staff of the notice's firm
  // taken in turn from an offset of the notice's own, so no pair repeats.
  const reads = Math.min(sizes.noticeReads, notices * perFirm);
  await time(
    `notice_reads (${reads})`,
    `WITH ${series(reads)} INSERT INTO notice_reads (notice_id, user_id, read_at)
     SELECT ${noticeBase} + m, ${userBase} + 1 + m % ${firms} + ${firms} * ((k + m * 7) % ${perFirm}),
       ${isoTime(`${context.today} - ${twoYears} + m * ${twoYears} / ${notices} + 3600 + k * 60`)}
     FROM (SELECT 1 + n % ${notices} AS m, n / ${notices} AS k FROM g) x`,
  );
}
