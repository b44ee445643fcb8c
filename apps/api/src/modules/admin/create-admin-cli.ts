import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { createOperator } from './operators';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
if (!values.email) {
  console.error(
    'Usage: npm run admin:create -- --email operator@example.ch [--password "Str0ng!Pass"] [--first-name X --last-name Y]',
  );
  console.error(
    'An existing account is promoted; a new one needs --password (or ADMIN_PASSWORD in the environment).',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.DATA_DIR, 'db'),
});
try {
  await migrateDatabase(database);
  const result = await createOperator(database.db, {
    email: values.email,
    password: values.password ?? process.env.ADMIN_PASSWORD,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`${result.email} is an operator (ROLE_ADMIN)${result.created ? ', new account created' : ''}.`);
} catch (error) {
  if (error instanceof z.ZodError) {
    console.error(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
