import path from 'node:path';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.DATA_DIR, 'db'),
});
await migrateDatabase(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
