import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { listenTo } from '../../db/listen';
import { forgetPublicClubData, publicDataAnnouncers } from './queries';

/**
 * Several API processes on one PostgreSQL (WEB_CONCURRENCY, or several machines) each cache the public club
 * lists, counts and pages for a few seconds. A change made through one process is announced on a
 * PostgreSQL channel (NOTIFY, after the commit), and every other process forgets its cached answers at once
 * (LISTEN on a connection of its own, db/listen.ts). Should that connection be down (a database restart), the
 * caches' time limits bound the staleness: 5 s for lists, 10 s for counts and pages; on reconnecting everything
 * is forgotten, since announcements may have been missed. docs/OPERATIONS.md states it.
 */

export const CLUB_DATA_CHANNEL = 'tifo_club_data';

export interface ClubDataFeed {
  stop(): Promise<void>;
}

export function followClubDataChanges(
  database: Pick<Database, 'pool'>,
  log: FastifyBaseLogger,
): ClubDataFeed {
  // Our own announcements come back too: they carry this id and are not acted on twice.
  const instance = randomUUID();
  const announce = () => {
    database.pool.query('SELECT pg_notify($1, $2)', [CLUB_DATA_CHANNEL, instance]).catch((err: unknown) => {
      // The others then see the change when their cached answers run out.
      log.warn({ err }, 'could not announce a club data change to the other processes');
    });
  };
  publicDataAnnouncers.add(announce);
  const listening = listenTo(
    database,
    CLUB_DATA_CHANNEL,
    {
      message: (payload) => {
        if (payload !== instance) forgetPublicClubData();
      },
      // Whatever was announced while nobody listened.
      listening: forgetPublicClubData,
      lost: () => undefined,
    },
    log,
  );
  return {
    async stop() {
      publicDataAnnouncers.delete(announce);
      await listening.stop();
    },
  };
}
