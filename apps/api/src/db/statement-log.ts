import type pg from 'pg';

/**
 * The bench's statement log (issue 50, bench/floor.ts): every statement the pool's connections send while it is
 * open, with its parameters. The bench opens it around one request at a time, so what it holds is that request's
 * database work. Only the bench turns it on; the app never pays for it otherwise. (A context per request,
 * AsyncLocalStorage, would not do: node-postgres hands a connection to a waiting query in the context of the one
 * that released it.)
 */

export interface LoggedStatement {
  text: string;
  values: unknown[];
  /** The prepared statement's name, when the app sends it as one. */
  name: string | undefined;
  /** The first row it answered, once answered (a replay maps ids the database made to the ones it makes anew). */
  firstRow?: unknown[];
}

export interface StatementLog {
  /** Logs into `into` from now on, until `close`. */
  open(into: LoggedStatement[]): void;
  close(): void;
  /** Stops logging for good (the pool's query method is given back). */
  stop(): void;
}

/** Logs the statements of `pool`'s connections while a log is open. */
export function logStatements(pool: pg.Pool): StatementLog {
  let current: LoggedStatement[] | undefined;
  const prototype = (pool as unknown as { Client: { prototype: { query: (...args: unknown[]) => unknown } } })
    .Client.prototype;
  const query = prototype.query;
  prototype.query = function logged(this: unknown, ...args: unknown[]) {
    if (current) {
      const [first, second, third] = args;
      // query(text, values) or query(config, values) (drizzle's prepared statements) or query(config).
      const config: Partial<pg.QueryConfig> =
        typeof first === 'string' ? { text: first } : { ...(first as Partial<pg.QueryConfig>) };
      const values = Array.isArray(second) ? second : config.values;
      const entry: LoggedStatement = {
        text: config.text ?? '',
        values: Array.isArray(values) ? [...values] : [],
        name: config.name,
      };
      current.push(entry);
      const keep = (result: unknown) => {
        const row = (result as { rows?: unknown[] } | undefined)?.rows?.[0];
        if (row && typeof row === 'object') entry.firstRow = Object.values(row);
        else if (Array.isArray(row)) entry.firstRow = row;
      };
      // The pool's own query hands a callback; drizzle awaits the promise.
      const callback = [second, third].find((arg) => typeof arg === 'function') as
        | ((error: unknown, result: unknown) => void)
        | undefined;
      if (callback) {
        const at = args.indexOf(callback);
        args[at] = (error: unknown, result: unknown) => {
          if (!error) keep(result);
          callback(error, result);
        };
        return query.apply(this, args);
      }
      const answer = query.apply(this, args);
      if (answer && typeof (answer as Promise<unknown>).then === 'function')
        (answer as Promise<unknown>).then(keep, () => undefined);
      return answer;
    }
    return query.apply(this, args);
  };
  return {
    open: (into) => {
      current = into;
    },
    close: () => {
      current = undefined;
    },
    stop: () => {
      current = undefined;
      prototype.query = query;
    },
  };
}
