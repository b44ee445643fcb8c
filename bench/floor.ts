/**
 * The floor of a scenario (issue 50): the same database work without the API. The statements a scenario's requests
 * send, with their parameters, are recorded from the scenario's own requests (the app's statement log, a bench-only
 * mode: apps/api/src/db/statement-log.ts), then replayed through the same pool (same driver, same size) by as many
 * concurrent loops as the scenario has connections, with no HTTP, validation, authentication or serialisation.
 * `× floor` = the API's answers per second ÷ the replay's requests per second, measured in turns so that both see the
 * same machine.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { LoggedStatement, StatementLog } from '../apps/api/src/db/statement-log';
import { logStatements } from '../apps/api/src/db/statement-log';
import { type FloorMeasure, fire, NAME_WIDTH, round, type Scenario } from './measure';
import { CONNECTIONS, FLOOR_TURNS, PAIRED_SECONDS } from './settings';

/** The app's statement log on the pool, and how the bench records a scenario's requests through it. */
export function statementRecorder(pool: pg.Pool) {
  const log: StatementLog = logStatements(pool);
  return {
    /**
     * Sends `count` requests of the scenario one after the other (its bodies in turn) and answers the statements
     * each sent until it answered. `settle` runs after each, unlogged (a donation's receipt is left to its mail job).
     */
    async record(
      baseUrl: string,
      scenario: Scenario,
      count: number,
      settle?: () => Promise<unknown>,
    ): Promise<LoggedStatement[][]> {
      const requests: LoggedStatement[][] = [];
      // The last answers of the run before may still be on their way (a login takes 150 ms): their statements are
      // not this request's.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (let i = 0; i < count; i += 1) {
        const statements: LoggedStatement[] = [];
        const body = scenario.bodies ? scenario.bodies[i % scenario.bodies.length] : scenario.body;
        log.open(statements);
        const response = await fetch(`${baseUrl}${scenario.path}`, {
          method: scenario.method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...scenario.headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }).finally(() => log.close());
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${scenario.name}: recording answered ${response.status}`);
        await settle?.();
        // The mail dispatcher, woken after a payment's commit, claims the outbox beside the answer: its statements
        // (from the claim on) are background work shared by many answers (3.1 statements a donation in the run),
        // not the request's.
        const claim = statements.findIndex((statement) => MAIL_CLAIM.test(statement.text));
        if (claim >= 0) statements.splice(claim);
        requests.push(statements);
        // BENCH_FLOOR_DUMP=<scenario>: its first two recorded requests, to see what its floor replays.
        if (process.env.BENCH_FLOOR_DUMP === scenario.name && i < 2)
          console.log(JSON.stringify(statements, null, 1));
      }
      return requests;
    },
    stop: () => log.stop(),
  };
}

const MAIL_CLAIM = /^update "email_outbox" set "claimed_until"/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^[0-9a-f]+$/i;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/;

/** A new value of the same shape: what a write generates anew for every request (ids, keys, tokens, times). */
function freshLike(value: unknown): unknown {
  if (value instanceof Date) return new Date();
  if (typeof value !== 'string') return value;
  if (UUID.test(value)) return randomUUID();
  if (ISO_TIME.test(value)) return new Date().toISOString();
  if (HEX.test(value))
    return randomBytes(Math.ceil(value.length / 2))
      .toString('hex')
      .slice(0, value.length);
  const tail = Math.min(12, value.length);
  return value.slice(0, value.length - tail) + randomBytes(tail).toString('base64url').slice(0, tail);
}

const keyOf = (value: unknown) =>
  value instanceof Date ? `d:${value.getTime()}` : `${typeof value}:${String(value)}`;

/**
 * The values a write scenario generates anew per request: those that differ between two recorded requests of the
 * same statements (a recorded request is compared with the next, the last with the one before). A JSON document that
 * differs keeps its shape: the ids inside it that the other request does not have are made anew.
 */
export function generatedValues(requests: LoggedStatement[][]): Generated[] {
  return requests.map((request, index) => {
    const other = requests[index + 1] ?? requests[index - 1];
    const generated: Generated = { atoms: new Set(), documents: new Set(), stableIds: new Set() };
    if (!other) return generated;
    for (const statement of other)
      for (const value of statement.values)
        if (typeof value === 'string') for (const id of value.match(UUIDS) ?? []) generated.stableIds.add(id);
    // Each statement is compared with the other request's next one of the same text (a request may send one more,
    // a first call that created something, or a statement of background work that ran meanwhile).
    const twins = new Map<string, LoggedStatement[]>();
    for (const statement of other)
      twins.set(statement.text, [...(twins.get(statement.text) ?? []), statement]);
    for (const statement of request) {
      const twin = twins.get(statement.text)?.shift();
      statement.values.forEach((value, v) => {
        if (twin && keyOf(value) === keyOf(twin.values[v])) return;
        if (!twin && !(typeof value === 'string' && UUID.test(value) && !generated.stableIds.has(value)))
          return;
        if (typeof value === 'string' && /^[[{]/.test(value)) generated.documents.add(keyOf(value));
        else generated.atoms.add(keyOf(value));
      });
    }
    return generated;
  });
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** What a recorded write request generated: whole values, JSON documents with ids inside, and the ids both share. */
export interface Generated {
  atoms: Set<string>;
  documents: Set<string>;
  stableIds: Set<string>;
}

export interface FloorWork {
  requests: LoggedStatement[][];
  /** Write scenarios: per request, the values to generate anew at each replay (generatedValues). */
  generated?: Generated[];
}

/** One recorded request sent again on one connection of the pool; a failed statement rolls back and throws. */
async function replay(pool: pg.Pool, statements: LoggedStatement[], generated: Generated | undefined) {
  // A request the app answered without the database (a cached list) has no floor work at all.
  if (statements.length === 0) return;
  const fresh = new Map<string, unknown>();
  const freshOf = (value: unknown) => {
    const key = keyOf(value);
    if (!fresh.has(key)) fresh.set(key, freshLike(value));
    return fresh.get(key);
  };
  const sent = (value: unknown) => {
    const key = keyOf(value);
    // An id the database made for an earlier statement of the request, made anew by the replay's own statement.
    if (fresh.has(key) && !generated?.documents.has(key)) return fresh.get(key);
    if (!generated) return value;
    if (generated.atoms.has(key)) return freshOf(value);
    if (generated.documents.has(key))
      return (value as string).replace(UUIDS, (id) =>
        generated.stableIds.has(id) ? id : (freshOf(id) as string),
      );
    return value;
  };
  const client = await pool.connect();
  try {
    for (const statement of statements) {
      const result = await client.query({
        text: statement.text,
        values: statement.values.map(sent),
        rowMode: 'array',
        ...(statement.name ? { name: statement.name } : {}),
      });
      // What the database made (ids returned by an insert): later statements get the replay's own.
      const made = result.rows[0] as unknown[] | undefined;
      if (generated && made && statement.firstRow)
        statement.firstRow.forEach((value, column) => {
          if (typeof value === 'string' && UUID.test(value) && !generated.stableIds.has(value))
            fresh.set(keyOf(value), made[column]);
        });
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The recorded requests replayed by CONNECTIONS loops for `seconds`: requests per second, and failures. */
export async function runFloor(
  pool: pg.Pool,
  work: FloorWork,
  seconds: number,
): Promise<{ requests: number; seconds: number; errors: number; firstError?: string }> {
  let cursor = 0;
  let requests = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const index = cursor;
      cursor = (cursor + 1) % work.requests.length;
      try {
        await replay(pool, work.requests[index]!, work.generated?.[index]);
        requests += 1;
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return {
    requests,
    seconds: (performance.now() - started) / 1000,
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

/**
 * The scenario and its floor in turns (`turns` × (floor, API) of `seconds` each). `beforeFloor` runs untimed before
 * each floor turn (the donations' receipts left to render).
 */
export async function measureAgainstFloor(
  baseUrl: string,
  pool: pg.Pool,
  scenario: Scenario,
  work: FloorWork,
  options: { turns: number; seconds: number; beforeFloor?: () => Promise<unknown> },
): Promise<FloorMeasure> {
  let floorRequests = 0;
  let floorSeconds = 0;
  let answers = 0;
  let apiSeconds = 0;
  let errors = 0;
  const turnRatios: number[] = [];
  for (let turn = 0; turn < options.turns; turn += 1) {
    await options.beforeFloor?.();
    const floor = await runFloor(pool, work, options.seconds);
    if (floor.errors > 0)
      console.error(`  ERROR ${scenario.name} floor: ${floor.errors} replays failed: ${floor.firstError}`);
    const api = await fire(baseUrl, scenario, options.seconds);
    errors += floor.errors;
    floorRequests += floor.requests;
    floorSeconds += floor.seconds;
    answers += api['2xx'];
    apiSeconds += api.duration;
    turnRatios.push(api['2xx'] / api.duration / (floor.requests / floor.seconds));
  }
  const statements = work.requests.reduce((sum, request) => sum + request.length, 0) / work.requests.length;
  const floorRps = floorRequests / floorSeconds;
  const apiRps = answers / apiSeconds;
  return {
    ratio: round(apiRps / floorRps, 3),
    min: round(Math.min(...turnRatios), 3),
    max: round(Math.max(...turnRatios), 3),
    turns: options.turns,
    floorRps: round(floorRps, 1),
    apiRps: round(apiRps, 1),
    statementsPerRequest: round(statements, 1),
    withoutStatements: round(
      work.requests.filter((request) => request.length === 0).length / work.requests.length,
      3,
    ),
    errors,
  };
}

/**
 * One scenario against its floor, as the bench runs it: its requests recorded (each body of a varied scenario once,
 * at most 100; 20 of a fixed one), what a write generates found, then FLOOR_TURNS turns each way; printed.
 * `settle` runs after each recorded request and before each floor turn (a donation's receipts left to render).
 */
export async function scenarioAgainstItsFloor(
  recorder: ReturnType<typeof statementRecorder>,
  baseUrl: string,
  pool: pg.Pool,
  scenario: Scenario,
  settle?: () => Promise<unknown>,
): Promise<FloorMeasure> {
  const requests = await recorder.record(
    baseUrl,
    scenario,
    scenario.bodies ? Math.min(scenario.bodies.length, 100) : 20,
    settle,
  );
  const writes = scenario.name === 'donations' || scenario.name === 'login';
  process.stdout.write(`  ${scenario.name.padEnd(NAME_WIDTH)} in ${FLOOR_TURNS} turns with its floor … `);
  const floor = await measureAgainstFloor(
    baseUrl,
    pool,
    scenario,
    { requests, ...(writes ? { generated: generatedValues(requests) } : {}) },
    { turns: FLOOR_TURNS, seconds: PAIRED_SECONDS, ...(settle ? { beforeFloor: settle } : {}) },
  );
  await settle?.();
  console.log(
    `× ${floor.ratio} of its floor (${floor.apiRps} ÷ ${floor.floorRps} req/s; ` +
      `${floor.statementsPerRequest} statements a request; turns ${floor.min}–${floor.max})`,
  );
  return floor;
}
