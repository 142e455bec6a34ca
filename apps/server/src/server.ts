import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrateDatabase } from './db/server-role';
import { demoPassword, demoUsers } from './db/seed/demo-data';
import { seedDemoData } from './db/seed/seed-demo-data';
import { demoDuties } from './db/seed/upms-demo-data';
import { repositoryRoot } from './repository-root';
import {
  refuseDemoSecrets,
  refuseIncompleteRelyingParty,
  refuseMissingSecondFactorKey,
} from './start-up-refusals';
import { createUserRepository } from './repositories/user-repository';

/** How long a shutdown waits for the requests in flight before it cuts them off. */
const shutdownGraceMs = 20_000;

function readConfig(): Config {
  try {
    const config = loadConfig(process.env);
    refuseDemoSecrets(config);
    refuseIncompleteRelyingParty(config);
    refuseMissingSecondFactorKey(config);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (idle
 * keep-alive connections close at once), close the database, exit 0. A second signal, or requests
 * still running after the grace period, end the process with 1.
 */
function shutDownOnSignals(app: FastifyInstance) {
  let isClosing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (isClosing) process.exit(1);
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    const grace = setTimeout(() => {
      app.log.error('requests still running after the grace period: cutting them off');
      app.server.closeAllConnections();
      process.exit(1);
    }, shutdownGraceMs);
    grace.unref();
    app.close().then(
      () => {
        app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

function describeDatabase(config: Config) {
  if (config.database.dialect === 'postgres') return 'PostgreSQL';
  const file = config.database.filename;
  return `SQLite at ${file.startsWith(repositoryRoot) ? file.slice(repositoryRoot.length) : file}`;
}

function startBanner(config: Config, url: string) {
  if (!config.demo)
    return [`Portal is running at ${url} (production, ${describeDatabase(config)})`];
  const lines = [
    `Portal is running the demo at ${url} (${describeDatabase(config)}, demo secrets).`,
    'Not for production: see "Production" in the README to deploy it.',
  ];
  if (config.seedDemo) {
    lines.push('Demo accounts:');
    for (const user of demoUsers) {
      const firms = user.memberships.length === 1 ? '1 firm' : `${user.memberships.length} firms`;
      lines.push(`  ${user.username} / ${demoPassword}  (${user.displayName}, ${firms})`);
    }
    for (const { username, duty } of demoDuties) {
      lines.push(`  ${username} / ${demoPassword}  (duty ${duty})`);
    }
  }
  return lines;
}

async function main() {
  const config = readConfig();
  const app = await buildApp(config);

  await migrateDatabase(app.db, config.migrationDatabase);
  if (config.seedDemo && (await createUserRepository(app.db).count()) === 0) {
    await seedDemoData(app.db);
    app.log.info('seeded the demo data');
  }

  shutDownOnSignals(app);
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startBanner(config, `http://localhost:${port}/main/`).join('\n'));
}

main().catch((error: unknown) => {
  // A configuration refused while the app is built (runtime-config.ts): its message, no stack.
  if (error instanceof ConfigError) {
    const cause = error.cause instanceof Error ? `\n  ${error.cause.message}` : '';
    console.error(`${error.message}${cause}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
