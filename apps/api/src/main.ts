import { existsSync } from 'node:fs';
import path from 'node:path';
import { createStorage } from './adapters/storage';
import { buildApp, WEB_DIST } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { demoLoginsText, seedDemoData } from './seed/seed';

async function main() {
  // A .env file (see .env.example) is read when present; real environment variables win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'db'),
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionError: (error) => console.error(`database connection lost (${error.message}); reconnecting`),
  });
  await migrateDatabase(database);
  // One storage adapter for the demo data and the app (an S3 client, or the data folder).
  const storage = await createStorage(config);
  if (config.seedDemoData) {
    await seedDemoData(database.db, { ibanKey: config.ibanKey, storage });
  }

  const app = await buildApp({ config, database, storage });
  await app.listen({ port: config.PORT, host: config.HOST });
  // Scheduled jobs (mail delivery, reconciliation, …) on pg-boss; mails left pending by an earlier run go out now.
  await app.scheduler.start();
  void app.mailer.deliverPending();

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  ${config.PLATFORM_NAME} is running at ${url} on Node ${process.version}`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.DATA_DIR, 'db')}` : 'PostgreSQL'}`,
    `  mail: ${config.mailAdapter === 'smtp' ? 'SMTP' : `stored, read them at ${url}/dev/mailbox`}`,
    `  jobs: ${app.scheduler.jobs.length} scheduled on pg-boss, see ${url}/admin?tab=jobs${app.hasRoute({ method: 'GET', url: '/dev/clock' }) ? `; platform clock at ${url}/dev/clock (now ${app.clock.now().toISOString()})` : ''}`,
    `  API reference: ${url}/api/docs`,
  ];
  if (!config.SERVE_WEB) lines.push('  web app: not served (SERVE_WEB=false)');
  else if (!app.hasRoute({ method: 'GET', url: '/index.html' }))
    lines.push(`  web app: not built (${WEB_DIST}); run npm run build`);
  if (config.seedDemoData) lines.push('', '  Demo logins:', demoLoginsText());
  console.log(`${lines.join('\n')}\n`);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
