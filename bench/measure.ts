/** One scenario measured with autocannon against the running API, and the helpers of its numbers. */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ClubListCacheStats } from '../apps/api/src/modules/clubs/list-cache';
import { CONNECTIONS, DURATION, PROFILE, VARIED_REQUEST, WARMUP } from './settings';

export const NAME_WIDTH = 21;

export const ratio = (value: number, baseline: number) => (baseline > 0 ? value / baseline : Number.NaN);
export const round = (value: number, digits = 3) => Number(value.toFixed(digits));
export const fmt = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Varied scenario: each request sends the next of these bodies (all connections share the turn). */
  bodies?: unknown[];
}

/** A scenario in turns with its floor (floor.ts measureAgainstFloor). */
export interface FloorMeasure {
  /** The API's answers per second over its turns ÷ the floor's requests per second over its turns. */
  ratio: number;
  min: number;
  max: number;
  turns: number;
  floorRps: number;
  apiRps: number;
  statementsPerRequest: number;
  /** Recorded requests the app answered without a statement (from a cache). */
  withoutStatements: number;
  errors: number;
}

export interface Measured {
  name: string;
  path: string;
  requestsPerSecond: number;
  requests: number;
  latencyMs: { mean: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Club list scenarios: how the list cache answered during the measured seconds. */
  cache?: ClubListCacheStats & { hitRate: number };
  /** Club list scenarios: req/s of health measured right before this scenario (see "× adj"). */
  adjacentHealthRps?: number;
  /**
   * CPU time of the API's thread (the one that answers requests, and runs PGlite) per answered request during
   * the measured seconds, in µs, background work of the scenario included (a donation's receipt job).
   */
  cpuMicrosPerRequest: number;
  /** Measured again in turns with health (measurePaired): the ratio of the two over all turns, and its range. */
  paired?: { ratio: number; min: number; max: number; turns: number };
  /** Measured in turns with its floor, the same statements without the API (floor.ts). */
  floor?: FloorMeasure;
}

/** One autocannon run. The load generator runs in a worker thread so that it does not share the API's event loop. */
export async function fire(baseUrl: string, scenario: Scenario, seconds: number): Promise<autocannon.Result> {
  const hasBody = scenario.body !== undefined || scenario.bodies !== undefined;
  const headers = { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...scenario.headers };
  const varied = scenario.bodies && {
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        headers,
        setupRequest: VARIED_REQUEST,
        variedBodies: scenario.bodies.map((body) => JSON.stringify(body)),
      } as unknown as autocannon.Request,
    ],
  };
  return autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers,
    ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
    ...varied,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  });
}

function failures(result: autocannon.Result): string | undefined {
  if (result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && result['2xx'] > 0)
    return undefined;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
    .join(' ');
  return `2xx=${result['2xx']} non2xx=${result.non2xx} errors=${result.errors} timeouts=${result.timeouts} [${codes}]`;
}

/**
 * BENCH_PROFILE: a CPU profile of the API's thread over a scenario's measured seconds (the sampler adds a little
 * work, so that scenario's figures are not comparable to a run without it), for Chromium's DevTools or
 * `node --cpu-prof`'s readers.
 */
async function startProfile(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}

async function stopProfile(session: Session, name: string): Promise<string> {
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const file = path.join(os.tmpdir(), `tifo-bench-${name}-${Date.now()}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  return file;
}

export async function measure(
  baseUrl: string,
  scenario: Scenario,
  cacheStats?: () => ClubListCacheStats,
): Promise<Measured> {
  process.stdout.write(`  ${scenario.name.padEnd(NAME_WIDTH)} warm-up ${WARMUP}s, measure ${DURATION}s … `);
  const warm = await fire(baseUrl, scenario, WARMUP);
  const before = cacheStats && { ...cacheStats() };
  const profiler = PROFILE.includes(scenario.name) ? await startProfile() : undefined;
  const cpuBefore = process.threadCpuUsage();
  const result = await fire(baseUrl, scenario, DURATION);
  const cpu = process.threadCpuUsage(cpuBefore);
  const profile = profiler && (await stopProfile(profiler, scenario.name));
  const after = cacheStats?.();
  const measured: Measured = {
    name: scenario.name,
    path: `${scenario.method} ${scenario.path}`,
    requestsPerSecond: result['2xx'] / result.duration,
    requests: result['2xx'],
    latencyMs: {
      mean: result.latency.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result['2xx']),
  };
  if (before && after) {
    const hits = after.hits - before.hits;
    const shared = after.shared - before.shared;
    const misses = after.misses - before.misses;
    const hitRate = hits + shared + misses > 0 ? (hits + shared) / (hits + shared + misses) : 0;
    measured.cache = { hits, shared, misses, hitRate: round(hitRate) };
  }
  console.log(
    `${measured.requestsPerSecond.toFixed(1)} req/s` +
      (measured.cache ? `, list cache answered ${(measured.cache.hitRate * 100).toFixed(1)}%` : '') +
      (profile ? ` (CPU profile of the API's thread: ${profile})` : ''),
  );
  const warmFailure = failures(warm);
  const failure = failures(result);
  if (warmFailure) console.error(`  ERROR ${scenario.name} (warm-up) got failed responses: ${warmFailure}`);
  if (failure) console.error(`  ERROR ${scenario.name} got failed responses: ${failure}`);
  if (warmFailure || failure) process.exitCode = 1;
  return measured;
}

/**
 * The scenario and health measured in turns, `turns` × (health, scenario) of `seconds` each, after the scenario's
 * own measurement (so warm): both see the same machine, where a health run before and after can meet another
 * load. The ratio is the scenario's answers per second over all its turns ÷ health's; min and max are those of
 * the single turns. `beforeHealth` runs untimed before each health turn (the donations' receipts are rendered
 * there, so that health does not share the machine with them).
 */
export async function measurePaired(
  baseUrl: string,
  scenario: Scenario,
  health: Scenario,
  options: { turns: number; seconds: number; beforeHealth?: () => Promise<unknown> },
): Promise<NonNullable<Measured['paired']>> {
  let healthAnswers = 0;
  let healthSeconds = 0;
  let answers = 0;
  let seconds = 0;
  const turnRatios: number[] = [];
  for (let turn = 0; turn < options.turns; turn += 1) {
    await options.beforeHealth?.();
    const baseline = await fire(baseUrl, health, options.seconds);
    const measured = await fire(baseUrl, scenario, options.seconds);
    const failure = failures(baseline) ?? failures(measured);
    if (failure) {
      console.error(`  ERROR ${scenario.name} (paired with health) got failed responses: ${failure}`);
      process.exitCode = 1;
    }
    healthAnswers += baseline['2xx'];
    healthSeconds += baseline.duration;
    answers += measured['2xx'];
    seconds += measured.duration;
    turnRatios.push(ratio(measured['2xx'] / measured.duration, baseline['2xx'] / baseline.duration));
  }
  return {
    ratio: round(ratio(answers / seconds, healthAnswers / healthSeconds), 4),
    min: round(Math.min(...turnRatios), 4),
    max: round(Math.max(...turnRatios), 4),
    turns: options.turns,
  };
}
