import { existsSync } from 'node:fs';
import path from 'node:path';
import { createStorage } from './adapters/storage';
import { buildApp, WEB_DIST } from './app';
import { startBanner } from './banner';
import { isClusterWorker, printsBanner, runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { markInterruptedRuns } from './modules/jobs/service';
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
  // One storage adapter for the demo data and the app (an S3 client, or the data folder).
  const storage = await createStorage(config);
  // With several API processes the primary prepares the database once, then starts them (cluster.ts).
  if (!isClusterWorker()) {
    await migrateDatabase(database);
    // No process of this machine runs yet: job runs its stopped processes left 'running' were cut off.
    await markInterruptedRuns(database.db, new Date());
    if (config.seedDemoData) await seedDemoData(database.db, { ibanKey: config.ibanKey, storage });
    if (config.WEB_CONCURRENCY > 1) {
      await database.close();
      runPrimary(config);
      return;
    }
  }

  const app = await buildApp({ config, database, storage });
  await app.listen({ port: config.PORT, host: config.HOST });
  // Scheduled jobs (mail delivery, reconciliation, …) on pg-boss; mails left pending by an earlier run go out now.
  await app.scheduler.start();
  void app.mailer.deliverPending();

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = startBanner(config, {
    url,
    databaseKind: database.kind,
    dataDir: path.join(config.DATA_DIR, 'db'),
    jobs: app.scheduler.jobs.length,
    now: app.clock.now(),
    mailbox: app.hasRoute({ method: 'GET', url: '/dev/mailbox' }),
    clock: app.hasRoute({ method: 'GET', url: '/dev/clock' }),
    webBuilt: app.hasRoute({ method: 'GET', url: '/index.html' }),
    webDist: WEB_DIST,
  });
  if (config.seedDemoData) lines.push('', '  Demo logins:', demoLoginsText());
  if (printsBanner()) console.log(`${lines.join('\n')}\n`);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches every process of a cluster, and the primary then asks each to stop too: once is enough.
    if (shuttingDown) return;
    shuttingDown = true;
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
