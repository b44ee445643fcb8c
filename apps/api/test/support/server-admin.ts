import pg from 'pg';

/*
 * Statements about databases (CREATE, DROP) on the PostgreSQL server of a URL, each on a connection of its own
 * that is closed at once: PostgreSQL copies or drops only a database nobody is connected to.
 */

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
