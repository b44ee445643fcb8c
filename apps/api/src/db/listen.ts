import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';

/**
 * A PostgreSQL channel followed on a connection of its own (LISTEN), kept up across restarts of the server:
 * when the connection is lost, `lost` is called and it is opened again (0.5 s, then twice as long each time,
 * at most 5 s); once it listens again, `listening` is called, since what was announced in between was missed.
 * Used by the club lists' caches (clubs/change-feed.ts) and the live sessions (sessions/live.ts).
 */
export interface ChannelHandlers {
  message(payload: string): void;
  /** The channel is followed (the first time, or again after a lost connection). */
  listening(): void;
  /** The connection is gone: announcements may be missed until `listening` is called again. */
  lost(): void;
}

export interface Listening {
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 5_000;

export function listenTo(
  database: Pick<Database, 'pool'>,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): Listening {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  const lost = (which: pg.Client, error?: Error) => {
    const wasListening = client === which;
    if (wasListening) client = undefined;
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    if (stopped) return;
    if (wasListening) handlers.lost();
    if (retry) return;
    if (error) log.warn({ err: error, channel }, 'a database channel lost its connection; reconnecting');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, LONGEST_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: database.pool.options.connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
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
    handlers.listening();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
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
