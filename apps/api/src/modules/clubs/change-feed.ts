import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';
import { forgetPublicClubData, publicDataAnnouncers } from './queries';

/**
 * Several API processes on one PostgreSQL (WEB_CONCURRENCY, or several machines) each cache the public club
 * lists, counts and pages for a few seconds. A change made through one process is announced on a
 * PostgreSQL channel (NOTIFY, after the commit), and every other process forgets its cached answers at once
 * (LISTEN on a connection of its own). Should that connection be down (a database restart), the caches'
 * time limits bound the staleness: 5 s for lists, 10 s for counts and pages; on reconnecting everything is
 * forgotten, since announcements may have been missed. docs/OPERATIONS.md states it.
 */

export const CLUB_DATA_CHANNEL = 'tifo_club_data';
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

export interface ClubDataFeed {
  stop(): Promise<void>;
}

export function followClubDataChanges(
  database: Pick<Database, 'pool'>,
  log: FastifyBaseLogger,
): ClubDataFeed {
  // Our own announcements come back too: they carry this id and are not acted on twice.
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  const announce = () => {
    database.pool.query('SELECT pg_notify($1, $2)', [CLUB_DATA_CHANNEL, instance]).catch((err: unknown) => {
      // The others then see the change when their cached answers run out.
      log.warn({ err }, 'could not announce a club data change to the other processes');
    });
  };
  publicDataAnnouncers.add(announce);

  const lost = (which: pg.Client, error?: Error) => {
    if (client === which) client = undefined;
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    if (stopped || retry) return;
    if (error) log.warn({ err: error }, 'club data feed lost its connection; reconnecting');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, LONGEST_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: database.pool.options.connectionString });
    next.on('notification', (message) => {
      if (message.payload !== instance) forgetPublicClubData();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CLUB_DATA_CHANNEL}`);
    } catch (error) {
      lost(next, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = FIRST_RETRY_MS;
    // Whatever was announced while nobody listened.
    forgetPublicClubData();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      publicDataAnnouncers.delete(announce);
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
