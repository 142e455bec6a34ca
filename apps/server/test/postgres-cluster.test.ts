import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from './test-databases';

describe.runIf(testDialects().includes('postgres'))('the throwaway PostgreSQL cluster', () => {
  it('hands out a fresh database that accepts writes and is dropped afterwards', async () => {
    const database = await createTestDatabase('postgres');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('CREATE TABLE probe (id integer primary key)');
    await client.query('INSERT INTO probe VALUES (1)');
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM probe');
    await client.end();
    expect(rows[0]?.count).toBe('1');
    await database.drop();
    const reconnect = new pg.Client({ connectionString: database.url });
    await expect(reconnect.connect()).rejects.toThrow(/does not exist/);
  });
});
