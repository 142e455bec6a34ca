import { buildApp } from './app';
import { ConfigError, demoPortalJwtSecret, loadConfig, type Config } from './config';
import { migrateToLatest } from './db/migrate';
import { demoPassword, demoUsers } from './db/seed/demo-data';
import { seedDemoData } from './db/seed/seed-demo-data';
import { createUserRepository } from './repositories/user-repository';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const app = await buildApp(config);

  await migrateToLatest(app.db);
  const isEmpty = (await createUserRepository(app.db).count()) === 0;
  if (config.seedDemo && isEmpty) {
    await seedDemoData(app.db);
    app.log.info('seeded the demo data');
  }
  if (config.portalJwtSecret === demoPortalJwtSecret) {
    app.log.warn('PORTAL_JWT_SECRET is the demo key: set your own outside a demo');
  }

  let isClosing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (isClosing) process.exit(1); // a second signal: stop waiting
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);

  await app.listen({ port: config.port, host: config.host });

  const port = app.server.address();
  const url = `http://localhost:${typeof port === 'object' && port ? port.port : config.port}/main/`;
  const lines = [`Portal is running at ${url}`];
  if (config.seedDemo) {
    lines.push('Demo accounts:');
    for (const user of demoUsers) {
      const firms = user.memberships.length === 1 ? '1 firm' : `${user.memberships.length} firms`;
      lines.push(`  ${user.username} / ${demoPassword}  (${user.displayName}, ${firms})`);
    }
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
