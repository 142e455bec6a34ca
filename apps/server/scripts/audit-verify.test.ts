import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { genesisHash } from '../src/lib/audit-chain/record-links';
import { checkpointLine, signHeadCheckpoint } from '../src/lib/audit-shipping/signed-checkpoint';
import { signingKeyOf } from '../src/lib/audit-shipping/signing-key';
import { ed25519Pem } from '../src/lib/audit-shipping/test-keys';
import { createAuditRepository } from '../src/repositories/audit-repository';
import { createAuditShippingRepository } from '../src/repositories/audit-shipping-repository';
import { createTestDatabase, testDialect } from '../src/testing/test-database';

const script = fileURLToPath(new URL('./audit-verify.ts', import.meta.url));

/** Runs the script on a database, as `npm run audit:verify` does: exit code and output. */
async function verify(
  databaseUrl: string,
  { args = [], env = {} }: { args?: string[]; env?: Record<string, string> } = {},
) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

async function trailOfThree() {
  const database = await createTestDatabase({ demoData: true });
  onTestFinished(() => database.drop());
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  onTestFinished(() => db.destroy());
  const audit = createAuditRepository(db);
  // These records are days old: PostgreSQL's floor would keep them from the purge (migration 0034).
  if (testDialect === 'postgres') {
    await sql`update audit_retention_floor set days = 1`.execute(db);
  }
  for (const second of [1, 2, 3]) {
    await audit.append({
      occurredAt: new Date(Date.UTC(2026, 10, 26, 9, 0, second)),
      event: 'auth.sign-in',
      result: 'failure',
      reason: 'auth.badCredentials',
      username: 'lisi',
      clientAddress: '192.0.2.10',
      userAgent: 'test',
      requestId: `request-${second}`,
    });
  }
  return { url: database.url, db, audit };
}

const purgeContext = {
  occurredAt: new Date('2027-06-01T00:00:00.000Z'),
  clientAddress: 'retention',
  userAgent: 'test',
  requestId: 'retention-1',
};

describe('npm run audit:verify', () => {
  it('says the trail is intact and how long it is', async () => {
    const { url } = await trailOfThree();
    expect(await verify(url)).toEqual({ code: 0, output: 'audit trail intact: 3 records\n' });
  });

  it('names the record changed, with its time and event, and exits 1', async () => {
    const { url, db } = await trailOfThree();
    await sql`update audit_events set result = 'success' where id = ${2}`.execute(db);
    expect(await verify(url)).toEqual({
      code: 1,
      output:
        'audit trail broken at record 2: record 2 (2026-11-26T09:00:02.000Z, auth.sign-in) ' +
        'was changed: its content no longer gives its hash\nintact before it: 1 record\n',
    });
  });

  it('names the record removed', async () => {
    const { url, db } = await trailOfThree();
    await sql`delete from audit_events where id = ${2}`.execute(db);
    const { code, output } = await verify(url);
    expect(code).toBe(1);
    expect(output).toMatch(/^audit trail broken at record 2: record 2 was removed/);
  });

  it('says the trail is intact after a purge, from its checkpoint', async () => {
    const { url, audit } = await trailOfThree();
    await audit.purgeBatch(new Date(Date.UTC(2026, 10, 26, 9, 0, 3)), purgeContext);
    expect(await verify(url)).toEqual({
      code: 0,
      output:
        'audit trail intact: 2 records after checkpoint 1 ' +
        '(records up to 2 purged at 2027-06-01T00:00:00.000Z)\n',
    });
  });

  it('names records deleted after the checkpoint, and a checkpoint changed', async () => {
    const { url, db, audit } = await trailOfThree();
    await audit.purgeBatch(new Date(Date.UTC(2026, 10, 26, 9, 0, 2)), purgeContext);
    await sql`delete from audit_events where id = ${2}`.execute(db);
    const removed = await verify(url);
    expect(removed.code).toBe(1);
    expect(removed.output).toMatch(
      /^audit trail broken at record 2: records 2 to 2 were removed after the newest checkpoint/,
    );

    await sql`update audit_checkpoints set purged_at = '2027-01-01T00:00:00.000Z'`.execute(db);
    expect(await verify(url)).toEqual({
      code: 1,
      output:
        'audit trail broken: checkpoint 1 was changed: its content no longer gives its hash, ' +
        'or it does not follow the checkpoint before it\n' +
        'broken at record 2: record 2 was removed: the next record is ' +
        'record 3 (2026-11-26T09:00:03.000Z, auth.sign-in)\n' +
        '2 breaks in all\n',
    });
  });

  it('names every break, not only the first', async () => {
    const { url, db } = await trailOfThree();
    await sql`update audit_events set result = 'success' where id in (1, 3)`.execute(db);
    expect(await verify(url)).toEqual({
      code: 1,
      output:
        'audit trail broken at record 1: record 1 (2026-11-26T09:00:01.000Z, auth.sign-in) ' +
        'was changed: its content no longer gives its hash\n' +
        'intact before it: 0 records\n' +
        'broken at record 3: record 3 (2026-11-26T09:00:03.000Z, auth.sign-in) ' +
        'was changed: its content no longer gives its hash\n' +
        '2 breaks in all\n',
    });
  });

  it('exits 2 when the database cannot be checked', async () => {
    const { code, output } = await verify('mysql://nowhere');
    expect(code).toBe(2);
    expect(output).toContain('DATABASE_URL');
  });
});

describe('npm run audit:verify against the signed checkpoints', () => {
  const pair = ed25519Pem();
  const key = signingKeyOf(pair.privatePem);
  const withPublicKey = { AUDIT_VERIFY_PUBLIC_KEY: pair.publicPem };

  /** A checkpoint file of the trail's head as it is now, and a function that signs another. */
  async function signedHeads(db: Awaited<ReturnType<typeof trailOfThree>>['db']) {
    const folder = mkdtempSync(join(tmpdir(), 'portal-verify-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const file = join(folder, 'checkpoints.jsonl');
    let minute = 0;
    const signHead = async (instance = 'portal-1:8081') => {
      minute += 1;
      const head = await createAuditShippingRepository(db).head();
      const at = new Date(Date.UTC(2026, 10, 26, 10, minute)).toISOString();
      appendFileSync(
        file,
        `${checkpointLine(signHeadCheckpoint({ instance, at, ...head }, key))}\n`,
      );
    };
    return { file, signHead };
  }

  it('says the signed checkpoints hold, and which is the last', async () => {
    const { url, db } = await trailOfThree();
    const { file, signHead } = await signedHeads(db);
    await signHead();
    await signHead('portal-2:8082');
    // The key may be the signing key of the servers' environment, or the public key alone.
    for (const env of [
      { AUDIT_SIGNING_KEY: pair.privatePem, AUDIT_CHECKPOINT_FILE: file },
      withPublicKey,
    ]) {
      expect(await verify(url, { args: ['--checkpoints', file], env })).toEqual({
        code: 0,
        output:
          'audit trail intact: 3 records\n' +
          `2 signed checkpoints of ${file} hold, the last at record 3 ` +
          '(line 2, signed 2026-11-26T10:02:00.000Z by portal-2:8082)\n',
      });
    }
  });

  it('fails on a trail truncated and its head reset, naming the last checkpoint', async () => {
    const { url, db } = await trailOfThree();
    const { file, signHead } = await signedHeads(db);
    await signHead();
    await signHead();
    const third = await db
      .selectFrom('audit_events')
      .select('hash')
      .where('id', '=', 3)
      .executeTakeFirst();
    await sql`delete from audit_events`.execute(db);
    await sql`update audit_chain_head set last_id = 0, last_hash = ${genesisHash}`.execute(db);
    // Without the checkpoints, an empty trail reads as intact.
    expect((await verify(url)).code).toBe(0);

    const { code, output } = await verify(url, {
      args: ['--checkpoints', file],
      env: withPublicKey,
    });
    expect(code).toBe(1);
    const lastCheckpoint = `the checkpoint of line 2 of ${file} (signed 2026-11-26T10:02:00.000Z by portal-1:8081)`;
    expect(output).toBe(
      `audit trail broken: the chain head is at record 0, behind the last signed checkpoint, ${lastCheckpoint}, at record 3: ` +
        'records were removed from the end and the head moved back\n' +
        `broken: record 3 is gone: ${lastCheckpoint} signed it (hash ${third?.hash.slice(0, 12)}…), ` +
        'and no purge checkpoint covers it\n' +
        '2 breaks in all\n',
    );
  });

  it('fails on a trail rebuilt as long as before, naming the record whose hash differs', async () => {
    const { url, db, audit } = await trailOfThree();
    const { file, signHead } = await signedHeads(db);
    await signHead();
    await sql`delete from audit_events`.execute(db);
    await sql`update audit_chain_head set last_id = 0, last_hash = ${genesisHash}`.execute(db);
    for (const second of [1, 2, 3]) {
      await audit.append({
        occurredAt: new Date(Date.UTC(2026, 10, 26, 9, 0, second)),
        event: 'auth.sign-in',
        result: 'success',
        username: 'lisi',
        clientAddress: '192.0.2.10',
        userAgent: 'test',
        requestId: `request-${second}`,
      });
    }
    const { code, output } = await verify(url, {
      args: ['--checkpoints', file],
      env: withPublicKey,
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /^audit trail broken: record 3 has hash [0-9a-f]{12}…, not the hash [0-9a-f]{12}… the checkpoint of line 1 of .* signed: the trail was rebuilt from there\n$/,
    );
  });

  it('names a line of the file changed after it was signed', async () => {
    const { url, db } = await trailOfThree();
    const { file, signHead } = await signedHeads(db);
    await signHead();
    appendFileSync(
      file,
      `${checkpointLine({ ...signHeadCheckpoint({ instance: 'x', at: '2026-11-26T11:00:00.000Z', id: 1, hash: genesisHash }, key), id: 2 })}\n`,
    );
    expect(await verify(url, { args: ['--checkpoints', file], env: withPublicKey })).toEqual({
      code: 1,
      output: `audit trail broken: line 2 of ${file} is not a checkpoint signed by the key given: it was changed or added\n`,
    });
  });

  it('does not check without the key, or with another key than the one that signed', async () => {
    const { url, db } = await trailOfThree();
    const { file, signHead } = await signedHeads(db);
    await signHead();
    const withoutKey = await verify(url, { args: ['--checkpoints', file] });
    expect(withoutKey.code).toBe(2);
    expect(withoutKey.output).toContain('set AUDIT_VERIFY_PUBLIC_KEY');
    const other = await verify(url, {
      args: ['--checkpoints', file],
      env: { AUDIT_VERIFY_PUBLIC_KEY: ed25519Pem().publicPem },
    });
    expect(other.code).toBe(2);
    expect(other.output).toContain(
      `audit trail not checked: no checkpoint of ${file} is signed by the key given`,
    );
    const missing = await verify(url, {
      args: ['--checkpoints', `${file}.missing`],
      env: withPublicKey,
    });
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('cannot read');
  });
});
