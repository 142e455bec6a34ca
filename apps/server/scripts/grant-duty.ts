// Gives a user one of the platform's duties (docs/security.md, "Separation of duties") in the
// database in DATABASE_URL, and records the grant in the audit trail. The product has no page for
// it: whoever runs the servers grants duties, and the auditors see each grant in the trail.
// Exit code 0 granted (or held already), 1 refused, 2 not done.
//
//   npm run duty:grant -- wangwu auditor
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { duties, type Duty } from '@portal/contract';
import { ConfigError, loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { grantDuty } from '../src/modules/upms/grant-duty';
import { createAuditRepository } from '../src/repositories/audit-repository';
import { createDutyRepository } from '../src/repositories/duty-repository';
import { createUserRepository } from '../src/repositories/user-repository';

const isDuty = (value: string | undefined): value is Duty =>
  (duties as readonly string[]).includes(value ?? '');

async function main(): Promise<number> {
  const [username, duty] = process.argv.slice(2);
  if (!username || !isDuty(duty)) {
    console.error(`usage: npm run duty:grant -- <username> <${duties.join('|')}>`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 2;
  }
  const db = createDatabase(config.database);
  try {
    const outcome = await grantDuty(
      {
        username,
        duty,
        now: new Date(),
        // The operator's account on the machine: who granted it, as far as the console knows.
        by: {
          userId: null,
          username: null,
          clientAddress: 'console',
          userAgent: `duty:grant (${userInfo().username})`,
          requestId: randomUUID(),
        },
      },
      {
        users: createUserRepository(db),
        duties: createDutyRepository(db),
        audit: createAuditRepository(db),
      },
    );
    if (outcome === 'no-such-user') {
      console.error(`no user ${username}`);
      return 2;
    }
    if (typeof outcome === 'object') {
      console.error(`${username} holds ${outcome.held}: one person holds one duty`);
      return 1;
    }
    console.log(
      outcome === 'granted' ? `${username} is ${duty}` : `${username} was ${duty} already`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`duty not granted: ${message}`);
    return 2;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
