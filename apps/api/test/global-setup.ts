import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { databaseUrl, onServer } from './support/server-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * A fresh PGlite takes seconds to create and migrate; it is built once here, dumped, and every test file
 * starts from a copy of the dump (about half a second). With TEST_DB=postgres each test database is a copy of
 * a template database migrated once here, on the server of DATABASE_URL (CREATE DATABASE … TEMPLATE: about
 * 0.1 s, where creating and migrating one took 0.5 s); the template is dropped at the end.
 */
export default async function setup(project: TestProject) {
  // Tifo runs on Node 24 LTS (package.json engines); a run on another Node would prove nothing about it.
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  console.log(`API tests run on Node ${process.version}`);
  if (nodeMajor < 24)
    throw new Error(`The tests need Node 24 or newer, this is ${process.version}: run them with npm test`);
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return postgresTemplate(project);
  }
  project.provide('postgresTemplate', '');
  const database = await openDatabase({ pgliteDir: 'memory://', poolSize: 2 });
  await migrateDatabase(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tifo-template-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

/** The migrated template of the PostgreSQL run's test databases; answers the teardown that drops it. */
async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `tifo_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  // Its connections are closed before any copy: PostgreSQL copies only a database nobody is connected to.
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide('postgresTemplate', name);
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
