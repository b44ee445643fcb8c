import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A fresh PGlite takes seconds to create and migrate; it is built once here, dumped, and every test file
 * starts from a copy of the dump (about half a second). With TEST_DB=postgres each file makes its own
 * database on the server of DATABASE_URL instead.
 */
export default async function setup(project: TestProject) {
  // Tifo runs on Node 24 LTS (package.json engines); a run on another Node would prove nothing about it.
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  console.log(`API tests run on Node ${process.version}`);
  if (nodeMajor < 24)
    throw new Error(`The tests need Node 24 or newer, this is ${process.version}: run them with npm test`);
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({ pgliteDir: 'memory://', poolSize: 2 });
  await migrateDatabase(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tifo-template-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
