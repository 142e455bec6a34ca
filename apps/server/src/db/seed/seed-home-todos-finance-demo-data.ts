import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { demoFirms, demoUsers } from './demo-data';
import {
  demoMessages,
  demoNotices,
  demoOutsideApplicants,
  demoProjects,
  demoTodoTemplates,
  isFor,
  type DemoMessage,
  type DemoNotice,
  type DemoTodoTemplate,
} from './home-todos-finance-demo-data';

const hour = 3_600_000;
const day = 24 * hour;

/** Approvers of the steps that are not the demo user's own. */
const otherApprovers = ['周经理', '吴总监', '郑审批员', '钱主任'];

type DemoPerson = { id: number; username: string; name: string };

type PlannedTodo = {
  firmId: number;
  assignee: DemoPerson;
  applicant: { id: number | null; name: string };
  template: DemoTodoTemplate;
  isDone: boolean;
  createdAt: Date;
};

/**
 * Inserts the demo notices, messages, to-dos and finance projects. Runs once: when the first
 * demo project exists, everything here was seeded already and is left as it is.
 */
export async function seedHomeTodosFinanceDemoData(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const seeded = await trx
      .selectFrom('finance_projects')
      .select('id')
      .where('project_no', '=', demoProjects[0]?.projectNo ?? '')
      .executeTakeFirst();
    if (seeded) return;

    const firmIds = new Map(
      (await trx.selectFrom('firms').select(['id', 'firm_no']).execute()).map((firm) => [
        firm.firm_no,
        firm.id,
      ]),
    );
    const people = new Map<string, DemoPerson>();
    for (const user of demoUsers) {
      const row = await trx
        .selectFrom('users')
        .select(['id', 'display_name'])
        .where('username', '=', user.username)
        .executeTakeFirstOrThrow();
      people.set(user.username, { id: row.id, username: user.username, name: row.display_name });
    }
    const firmId = (firmNo: string) => required(firmIds.get(firmNo), `firm ${firmNo}`);
    const person = (username: string) => required(people.get(username), `user ${username}`);

    const readersOf = (firmNo: string) =>
      demoUsers
        .filter((user) => user.memberships.some((membership) => membership.firmNo === firmNo))
        .map((user) => person(user.username));
    await seedNotices(
      trx,
      now,
      demoFirms.map((firm) => ({
        id: firmId(firm.firmNo),
        readers: readersOf(firm.firmNo),
        notices: demoNotices.filter(
          (notice) => notice.firmNo === undefined || notice.firmNo === firm.firmNo,
        ),
      })),
    );
    await seedMessages(
      trx,
      now,
      demoUsers.map((user) => ({
        recipient: person(user.username),
        // The messages of no firm, and those of the user's firms meant for them.
        messages: demoMessages.filter((message) =>
          user.memberships.some((membership) => isFor(message, membership.firmNo, user.username)),
        ),
      })),
      firmId,
    );

    const planned: PlannedTodo[] = [];
    demoUsers.forEach((user, userIndex) => {
      const assignee = person(user.username);
      for (const membership of user.memberships) {
        const colleague = demoUsers.find(
          (other) =>
            other.username !== user.username &&
            other.memberships.some((each) => each.firmNo === membership.firmNo),
        );
        // The to-dos of everyone, of the firm, and of the user in the firm: so many, and such,
        // that no two memberships show the same list.
        const templates = demoTodoTemplates.filter((template) =>
          isFor(template, membership.firmNo, user.username),
        );
        templates.forEach((template, index) => {
          const outside = demoOutsideApplicants[index % demoOutsideApplicants.length] ?? '王五';
          const applicant =
            colleague && index % 3 === 0
              ? { id: person(colleague.username).id, name: person(colleague.username).name }
              : { id: null, name: outside };
          planned.push({
            firmId: firmId(membership.firmNo),
            assignee,
            applicant,
            template,
            isDone: index % 3 === 1,
            createdAt: new Date(now - (templates.length - index) * 5 * hour - userIndex * 60_000),
          });
        });
      }
    });
    // Oldest first, so that a newer to-do always has a greater id (the shell's poll relies on it).
    planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const todo of planned) await insertTodo(trx, todo);

    for (const project of demoProjects) {
      const manager = person(project.manager);
      const approvedAt = new Date(now - 30 * day);
      const { id: projectId } = await trx
        .insertInto('finance_projects')
        .values({
          firm_id: firmId(project.firmNo),
          manager_user_id: manager.id,
          project_no: project.projectNo,
          name: project.name,
          customer_name: project.customer,
          amount_cents: project.amountCents,
          currency: 'CNY',
          term_months: project.termMonths,
          status: project.status,
          approved_at: project.status === 'approved' ? approvedAt.toISOString() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!project.contract) continue;
      const { id: contractAppId } = await trx
        .insertInto('contract_applications')
        .values({
          project_id: projectId,
          firm_id: firmId(project.firmNo),
          applicant_user_id: manager.id,
          contract_no: `HT-${project.projectNo}`,
          amount_cents: project.amountCents,
          paid_cents: project.contract.paidCents,
          currency: 'CNY',
          status: 'initialised',
          remark: null,
          created_at: new Date(now - 20 * day).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const paidAt = new Date(now - 10 * day);
      await trx
        .insertInto('payment_applications')
        .values({
          contract_app_id: contractAppId,
          applicant_user_id: manager.id,
          payment_no: `PA${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}${project.projectNo.replaceAll('-', '')}`,
          amount_cents: project.contract.paidCents,
          payee_name: project.contract.payeeName,
          payee_account: project.contract.payeeAccount,
          purpose: '首笔放款',
          status: 'submitted',
          created_at: paidAt.toISOString(),
        })
        .execute();
    }
  });
}

async function seedNotices(
  trx: Transaction<Database>,
  now: number,
  firms: { id: number; readers: DemoPerson[]; notices: DemoNotice[] }[],
) {
  for (const { id: firmId, readers, notices } of firms) {
    for (const [index, notice] of notices.entries()) {
      const { id } = await trx
        .insertInto('notices')
        .values({
          firm_id: firmId,
          title: notice.title,
          content: notice.content,
          publisher: notice.publisher,
          publish_time: new Date(now - (notices.length - index) * day).toISOString(),
          is_top: notice.isTop ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Each member has read the two oldest notices of their firm.
      if (index < 2) {
        for (const reader of readers) {
          await trx
            .insertInto('notice_reads')
            .values({
              notice_id: id,
              user_id: reader.id,
              read_at: new Date(now - day).toISOString(),
            })
            .execute();
        }
      }
    }
  }
}

async function seedMessages(
  trx: Transaction<Database>,
  now: number,
  recipients: { recipient: DemoPerson; messages: DemoMessage[] }[],
  firmId: (firmNo: string) => number,
) {
  for (const { recipient, messages } of recipients) {
    for (const [index, message] of messages.entries()) {
      const sentAt = now - (messages.length - index) * 7 * hour;
      await trx
        .insertInto('messages')
        .values({
          recipient_user_id: recipient.id,
          firm_id: message.firmNo === undefined ? null : firmId(message.firmNo),
          title: message.title,
          content: message.content,
          sender: message.sender,
          send_time: new Date(sentAt).toISOString(),
          link: message.link,
          read_at: message.isRead ? new Date(sentAt + hour).toISOString() : null,
        })
        .execute();
    }
  }
}

/**
 * A to-do and its steps: the applicant's submission, then the flow. A pending one waits at the
 * assignee's step (the second of the flow when there is one), later steps waiting; a done one has
 * every step approved.
 */
async function insertTodo(trx: Transaction<Database>, todo: PlannedTodo) {
  const { template, createdAt, assignee, isDone } = todo;
  const current = Math.min(1, template.steps.length - 1);
  const finishedAt = new Date(createdAt.getTime() + 2 * hour).toISOString();
  const { id } = await trx
    .insertInto('todos')
    .values({
      firm_id: todo.firmId,
      assignee_user_id: assignee.id,
      applicant_user_id: todo.applicant.id,
      applicant_name: todo.applicant.name,
      title: `【${template.businessType}】${template.title}`,
      business_type: template.businessType,
      sub_app_route: template.subApp,
      urgency: template.urgency,
      status: isDone ? 1 : 0,
      create_time: createdAt.toISOString(),
      finish_time: isDone ? finishedAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const steps = [
    {
      step_name: '提交申请',
      handler_name: todo.applicant.name,
      status: 'submitted',
      handled_time: createdAt.toISOString(),
      comment: '请审批',
    },
    ...template.steps.map((stepName, index) => {
      const handler = index === current ? assignee.name : (otherApprovers[index] ?? '钱主任');
      const handledAt = new Date(createdAt.getTime() + (index + 1) * hour).toISOString();
      if (isDone || index < current) {
        return {
          step_name: stepName,
          handler_name: handler,
          status: 'approved',
          handled_time: handledAt,
          comment: '同意',
        };
      }
      return {
        step_name: stepName,
        handler_name: handler,
        status: index === current ? 'pending' : 'waiting',
        handled_time: null,
        comment: null,
      };
    }),
  ];
  await trx
    .insertInto('todo_steps')
    .values(steps.map((step, index) => ({ ...step, todo_id: id, seq: index + 1 })))
    .execute();
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data refers to unknown ${what}`);
  return value;
}
