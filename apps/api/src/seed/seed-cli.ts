import path from 'node:path';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { demoLoginsText, seedDemoData } from './seed';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.DATA_DIR, 'db'),
});
await migrateDatabase(database);
const result = await seedDemoData(database.db, { ibanKey: config.ibanKey });
await database.close();
console.log(
  `Demo data: ${result.created.organisations} organisations and ${result.created.accounts} accounts added.`,
);
console.log(`Demo logins:\n${demoLoginsText()}`);
