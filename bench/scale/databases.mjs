// The four databases the scale bench compares: on PostgreSQL and on SQLite, the demo as seeded
// (with accounts for the concurrent users) beside the generated group.
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres, startServer } from '../lib/load-cluster.mjs';
import {
  analyze,
  generateGroup,
  postgresTarget,
  resetSequences,
  sizesAt,
  sqliteTarget,
} from './generate.mjs';

/** Settings of the throwaway cluster, as docs/production.md gives them for a group's size. */
export const postgresSettings = {
  shared_buffers: '1GB',
  effective_cache_size: '4GB',
  work_mem: '16MB',
  maintenance_work_mem: '512MB',
  random_page_cost: '1.1',
  max_wal_size: '4GB',
  checkpoint_timeout: '30min',
};

/** Accounts enough for 32 concurrent users of firm 1: staff 1, 31, 61 … 931. */
export const concurrentAccounts = 960;
export const concurrentUsernames = (count) =>
  Array.from({ length: count }, (_, index) => `staff${1 + 30 * index}`);

const seed = async (databaseUrl, bundle) =>
  (await startServer({ DATABASE_URL: databaseUrl, PORTAL_DEMO: 'true' }, bundle)).stop();

/**
 * A cluster with databases `demo` and `portal` (the group), and two SQLite files beside, all
 * migrated by the server, seeded with the demo, then generated; `log` reports progress.
 */
export async function prepareDatabases(folder, { bundle, scale = 1, log }) {
  const postgres = await startPostgres(folder, postgresSettings);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE demo');
  await admin.end();
  const now = Date.now();
  const urls = {
    postgres: { demo: postgres.urlOf('demo'), large: postgres.url },
    sqlite: {
      demo: `sqlite:${join(folder, 'demo.db')}`,
      large: `sqlite:${join(folder, 'group.db')}`,
    },
  };
  // Never fewer staff than the concurrent users' accounts, however small the group.
  const atLeastAccounts = (sizes) => ({
    ...sizes,
    users: Math.max(sizes.users, concurrentAccounts),
  });
  const sizes = {
    postgres: atLeastAccounts(sizesAt(scale)),
    sqlite: atLeastAccounts(sizesAt(scale / 10)),
  };
  const timings = {};
  try {
    for (const dialect of ['postgres', 'sqlite']) {
      for (const size of ['demo', 'large']) {
        const url = urls[dialect][size];
        const started = performance.now();
        await seed(url, bundle);
        const target =
          dialect === 'postgres' ? postgresTarget(url) : sqliteTarget(url.slice('sqlite:'.length));
        const accountsOnly = size === 'demo' ? concurrentAccounts : undefined;
        await generateGroup(target, {
          sizes: sizes[dialect],
          now,
          accountsOnly,
          log: (line) => log(`${dialect} ${size}: ${line}`),
        });
        if (dialect === 'postgres') await resetSequences(url);
        await analyze(target);
        const seconds = roundSeconds(performance.now() - started);
        timings[`${dialect} ${size}`] = seconds;
        log(`${dialect} ${size}: ready in ${seconds} s`);
      }
    }
  } catch (error) {
    postgres.stop();
    throw error;
  }
  return { postgres, urls, sizes, generationSeconds: timings };
}

const roundSeconds = (ms) => Math.round(ms / 100) / 10;
