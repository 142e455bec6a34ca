// Gives a user one of the platform's duties, or takes it away (docs/security.md, "Separation of
// duties"), in the database in DATABASE_URL, and records it in the audit trail. The product has no
// page for it: whoever runs the servers grants and revokes duties, and the auditors see each in
// the trail. Exit code 0 done (or nothing to do), 1 refused, 2 not done.
//
//   npm run duty:grant -- wangwu auditor
//   npm run duty:revoke -- wangwu
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { duties, type Duty } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { grantDuty, revokeDuty } from '../src/modules/upms/grant-duty';
import { createAuditRepository } from '../src/repositories/audit-repository';
import { createDutyRepository } from '../src/repositories/duty-repository';
import { createUserRepository } from '../src/repositories/user-repository';
import { withDatabase } from './with-database';

const isDuty = (value: string | undefined): value is Duty =>
  (duties as readonly string[]).includes(value ?? '');

type Command =
  { action: 'grant'; username: string; duty: Duty } | { action: 'revoke'; username: string };

function commandOf([action, username, duty]: string[]): Command | undefined {
  if (!username) return undefined;
  if (action === 'grant' && isDuty(duty)) return { action, username, duty };
  if (action === 'revoke' && duty === undefined) return { action, username };
  return undefined;
}

/** What the outcome says on the console, and the exit code. */
async function carryOut(command: Command, db: Kysely<Database>, isShipped: boolean) {
  const repositories = {
    users: createUserRepository(db),
    duties: createDutyRepository(db),
    // Owed to the collector, when the trail is shipped, by a writer that never ships: the next
    // instance that ships takes the record over (audit_outbox).
    audit: createAuditRepository(db, { owedBy: isShipped ? 'console' : null }),
  };
  const { username } = command;
  const options = {
    username,
    now: new Date(),
    // The operator's account on the machine: who did it, as far as the console knows.
    by: {
      userId: null,
      username: null,
      clientAddress: 'console',
      userAgent: `duty:${command.action} (${userInfo().username})`,
      requestId: randomUUID(),
    },
  };
  if (command.action === 'revoke') {
    const outcome = await revokeDuty(options, repositories);
    if (outcome === 'no-such-user') return { error: `no user ${username}`, code: 2 };
    if (outcome === 'unchanged') return { said: `${username} held no duty`, code: 0 };
    return { said: `${username} is ${outcome.revoked} no more`, code: 0 };
  }
  const { duty } = command;
  const outcome = await grantDuty({ ...options, duty }, repositories);
  if (outcome === 'no-such-user') return { error: `no user ${username}`, code: 2 };
  if (typeof outcome === 'object') {
    return { error: `${username} holds ${outcome.held}: one person holds one duty`, code: 1 };
  }
  const said = outcome === 'granted' ? `${username} is ${duty}` : `${username} was ${duty} already`;
  return { said, code: 0 };
}

async function main(): Promise<number> {
  const command = commandOf(process.argv.slice(2));
  if (!command) {
    console.error(
      `usage: npm run duty:grant -- <username> <${duties.join('|')}>\n       npm run duty:revoke -- <username>`,
    );
    return 2;
  }
  const failed = `duty not ${command.action === 'grant' ? 'granted' : 'revoked'}`;
  return withDatabase(failed, async (db, config) => {
    const outcome = await carryOut(command, db, config.auditShipping.collector !== null);
    if (outcome.error) console.error(outcome.error);
    else console.log(outcome.said);
    return outcome.code;
  });
}

process.exitCode = await main();
