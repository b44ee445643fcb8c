import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { pgliteStream } from '../src/db/pglite-stream';

// The embedded database's connection: `pg` speaks the wire protocol to PGlite through a stream in this process
// (src/db/pglite-stream.ts), not through a socket.

describe('a pg connection to PGlite through a stream', () => {
  let pglite: PGlite;
  let pool: pg.Pool;

  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
    pool = new pg.Pool({ stream: pgliteStream(pglite), user: 'postgres', database: 'postgres', max: 1 });
    await pool.query('CREATE TABLE gifts (id int PRIMARY KEY, note text NOT NULL)');
  });
  afterAll(async () => {
    await pool.end();
    await pglite.close();
  });

  it('hands a statement’s messages (Parse, Bind, Describe, Execute, Sync) to PGlite in one call', async () => {
    await pool.query('SELECT 1'); // connected
    const calls = vi.spyOn(pglite, 'execProtocolRawStream');
    try {
      const result = await pool.query('SELECT $1::int + $2::int AS sum, $3::text AS note', [2, 3, 'Grüezi']);
      expect(result.rows).toEqual([{ sum: 5, note: 'Grüezi' }]);
      expect(calls).toHaveBeenCalledTimes(1);
      // P, B, D, E, S: five messages in that one call.
      const sent = calls.mock.calls[0]![0];
      const types: string[] = [];
      for (
        let at = 0;
        at < sent.length;
        at += 1 + new DataView(sent.buffer, sent.byteOffset + at + 1).getInt32(0)
      )
        types.push(String.fromCharCode(sent[at]!));
      expect(types).toEqual(['P', 'B', 'D', 'E', 'S']);
    } finally {
      calls.mockRestore();
    }
  });

  it('answers a failing statement with its error and stays usable, in and out of a transaction', async () => {
    await pool.query("INSERT INTO gifts VALUES (1, 'first')");
    await expect(pool.query('INSERT INTO gifts VALUES ($1, $2)', [1, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO gifts VALUES ($1, $2)', [2, 'second']);
      await expect(client.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
      await expect(client.query('SELECT 1')).rejects.toMatchObject({ code: '25P02' });
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    const rows = await pool.query('SELECT id, note FROM gifts ORDER BY id');
    expect(rows.rows).toEqual([{ id: 1, note: 'first' }]);
  });

  it('rolls back a transaction left open by a connection that is dropped, before the next one runs', async () => {
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query("INSERT INTO gifts VALUES (3, 'never committed')");
    expect(pglite.isInTransaction()).toBe(true);
    // The pool destroys a client released with an error (as after a broken connection).
    client.release(new Error('dropped'));
    const rows = await pool.query('SELECT count(*)::int AS n FROM gifts WHERE id = 3');
    expect(rows.rows).toEqual([{ n: 0 }]);
    expect(pglite.isInTransaction()).toBe(false);
  });

  it('gives the next connection a new session: the named statements of one that ended are gone', async () => {
    const statement = { name: 'gift_note', text: 'SELECT note FROM gifts WHERE id = $1', values: [1] };
    const first = await pool.connect();
    expect((await first.query(statement)).rows).toEqual([{ note: 'first' }]);
    await first.query("SET application_name = 'first'");
    // The pool ends a connection that was idle for 10 s (or broke) and the next one starts from nothing.
    first.release(true);
    const next = await pool.connect();
    try {
      expect((await next.query(statement)).rows).toEqual([{ note: 'first' }]);
      expect((await next.query('SHOW application_name')).rows).toEqual([{ application_name: '' }]);
    } finally {
      next.release();
    }
  });

  it('is the embedded database of openDatabase, whatever PGSSLMODE says', async () => {
    const before = process.env.PGSSLMODE;
    process.env.PGSSLMODE = 'require';
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const answer = await database.pool.query('SELECT $1::text AS kind', ['embedded']);
      expect(answer.rows).toEqual([{ kind: 'embedded' }]);
    } finally {
      await database.close();
      if (before === undefined) delete process.env.PGSSLMODE;
      else process.env.PGSSLMODE = before;
    }
  });

  it('carries large answers and many rows', async () => {
    const text = 'ä'.repeat(300_000);
    const result = await pool.query('SELECT $1::text AS text, g FROM generate_series(1, 2000) g', [text]);
    expect(result.rows).toHaveLength(2000);
    expect(result.rows[1999]).toEqual({ text, g: 2000 });
  });

  it('serves concurrent queries of the pool one after another, each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pool.query('SELECT $1::int * 2 AS double', [i])),
    );
    expect(answers.map((answer) => answer.rows[0].double)).toEqual(
      Array.from({ length: 50 }, (_, i) => i * 2),
    );
  });

  it('lets timers run between the statements of a long chain (a job run)', async () => {
    // A job run awaits one statement after another. Answered without ever returning to the event loop, the chain
    // would hold the thread until its last statement: no request answered, no timer fired, for a whole run.
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 0);
    let ticksWhileRunning = 0;
    try {
      const started = performance.now();
      while (performance.now() - started < 100) await pool.query('SELECT 1 AS n');
      ticksWhileRunning = ticks;
    } finally {
      clearInterval(timer);
    }
    expect(ticksWhileRunning).toBeGreaterThan(0);
  });

  it('lets an HTTP request be answered while a long chain of statements runs', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let answered = false;
    let chainEnded = false;
    // The chain goes on until the request is answered (or 10 s have passed, when it would be held).
    const chain = (async () => {
      const started = performance.now();
      while (!answered && performance.now() - started < 10_000) await pool.query('SELECT 1 AS n');
      chainEnded = true;
    })();
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      expect(await answer.text()).toBe('ok');
      // Answered while the chain was still running, not once it had ended.
      expect(chainEnded).toBe(false);
    } finally {
      answered = true;
      await chain;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
