/** The bench's table and its JSON summary, every figure as a ratio to the run's own health baseline. */

import { describeLoopDelay, type LoopDelay } from './loop-delay';
import { fmt, type Measured, NAME_WIDTH, ratio, round } from './measure';
import type { PayoutRunMeasure } from './payouts';
import type { RenewalRun } from './renewals';
import { CLUBS, CONNECTIONS, DURATION, POOL_SIZE, WARMUP } from './settings';
import type { SoakResult } from './soak';

/** The donations scenario's statements, and its donations counted with the receipts they cause. */

/** The same for the JSON line, to a tenth of a millisecond. */
function roundedDelay(delay: LoopDelay): LoopDelay {
  return { p99Ms: round(delay.p99Ms, 1), maxMs: round(delay.maxMs, 1) };
}

/**
 * Issue 50's target against the floor: donations ≥ 0.5, users-id ≥ 0.7, every read ≥ 0.6; none for login (its
 * password hash is the API's work by design) and the comparison run without session memory.
 */
export function floorTarget(name: string): number | undefined {
  if (name === 'donations') return 0.5;
  if (name === 'users-id') return 0.7;
  if (name === 'login' || name === 'users-id-no-memory') return undefined;
  return 0.6;
}

export interface DonationFigures {
  perDonation: number;
  donations: number;
  /** Receipts the mailer rendered and sent while the scenario ran. */
  mailsSent: number;
  /** Donations booked ÷ (warm-up + measurement + the time their remaining receipts took after it). */
  withReceiptsPerSecond: number;
}

export interface BenchResults {
  /** health-start first, health-end last, the scenarios between. */
  results: Measured[];
  renewals: RenewalRun[];
  payoutRuns: PayoutRunMeasure[];
  donationStatements: DonationFigures | undefined;
  soak: SoakResult | undefined;
  databaseKind: string;
  cpus: number;
}

export function report({
  results,
  renewals,
  payoutRuns,
  donationStatements,
  soak,
  databaseKind,
  cpus,
}: BenchResults): void {
  const start = results[0]!;
  const end = results[results.length - 1]!;
  const measuredCalls = results.slice(1, -1);
  const baseline = {
    cpuMicrosPerRequest: (start.cpuMicrosPerRequest + end.cpuMicrosPerRequest) / 2,
    requestsPerSecond: (start.requestsPerSecond + end.requestsPerSecond) / 2,
    p50: (start.latencyMs.p50 + end.latencyMs.p50) / 2,
    p99: (start.latencyMs.p99 + end.latencyMs.p99) / 2,
  };
  const ratios = (m: Measured) => ({
    throughput: ratio(m.requestsPerSecond, baseline.requestsPerSecond),
    adjacent: m.adjacentHealthRps ? ratio(m.requestsPerSecond, m.adjacentHealthRps) : undefined,
    p50: ratio(m.latencyMs.p50, baseline.p50),
    p99: ratio(m.latencyMs.p99, baseline.p99),
    cpu: ratio(baseline.cpuMicrosPerRequest, m.cpuMicrosPerRequest),
  });

  console.log('');
  console.log(
    `${'scenario'.padEnd(NAME_WIDTH)}${'req/s'.padStart(10)}${'requests'.padStart(10)}${'mean ms'.padStart(10)}` +
      `${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'× rps'.padStart(9)}${'× p50'.padStart(9)}${'× p99'.padStart(9)}` +
      `${'× adj'.padStart(9)}${'cached'.padStart(9)}${'cpu µs'.padStart(9)}${'× cpu'.padStart(9)}`,
  );
  for (const m of results) {
    const r = ratios(m);
    console.log(
      `${m.name.padEnd(NAME_WIDTH)}${m.requestsPerSecond.toFixed(1).padStart(10)}${String(m.requests).padStart(10)}` +
        `${m.latencyMs.mean.toFixed(2).padStart(10)}${String(m.latencyMs.p50).padStart(9)}` +
        `${String(m.latencyMs.p99).padStart(9)}${fmt(r.throughput, 3).padStart(9)}${fmt(r.p50, 2).padStart(9)}` +
        `${fmt(r.p99, 2).padStart(9)}${(r.adjacent === undefined ? '' : fmt(r.adjacent, 3)).padStart(9)}` +
        `${(m.cache ? `${(m.cache.hitRate * 100).toFixed(1)}%` : '').padStart(9)}` +
        `${m.cpuMicrosPerRequest.toFixed(0).padStart(9)}${fmt(r.cpu, 3).padStart(9)}`,
    );
  }
  const drift = ratio(end.requestsPerSecond, start.requestsPerSecond);
  console.log('');
  console.log(
    `baseline = mean of health-start and health-end: ${baseline.requestsPerSecond.toFixed(1)} req/s, ` +
      `p50 ${baseline.p50} ms, p99 ${baseline.p99} ms; health drift end/start ${fmt(drift, 3)}`,
  );
  console.log('ratios: × rps = req/s ÷ baseline req/s (higher is better); × p50, × p99 = latency ÷ baseline');
  console.log('latency is whole milliseconds (autocannon), so small latency ratios are coarse.');
  console.log(
    '× adj = req/s ÷ req/s of a health run right before the scenario (list scenarios; steadier on a busy machine).',
  );
  console.log(
    "cpu µs = CPU time of the API's thread per request (PGlite runs on it; PostgreSQL's own work is not counted); " +
      '× cpu = baseline cpu µs ÷ cpu µs (higher is better; steadier than req/s while other load comes and goes).',
  );
  console.log(
    'cached: share of the measured list requests the list cache answered (or that waited for an identical one).',
  );
  const donationsRps = results.find((m) => m.name === 'donations')?.requestsPerSecond;
  for (const run of renewals) {
    console.log(
      `renewals of ${run.due}: ${run.chargesPerSecond.toFixed(1)} charges/s` +
        (donationsRps ? `, × ${fmt(ratio(run.chargesPerSecond, donationsRps), 3)} donations req/s` : '') +
        `; ${describeLoopDelay(run.loopDelay)}`,
    );
  }
  const firstRun = payoutRuns[0];
  for (const run of payoutRuns) {
    console.log(
      `payout run of ${run.clubs} clubs: ${run.msPerClub.toFixed(2)} ms per club` +
        (firstRun && run !== firstRun
          ? `, × ${fmt(ratio(run.msPerClub, firstRun.msPerClub), 3)} the cost per club at ${firstRun.clubs}`
          : '') +
        `; ${describeLoopDelay(run.loopDelay)}`,
    );
  }
  const paired = measuredCalls.filter((m) => m.paired);
  if (paired.length > 0) {
    console.log('');
    console.log(
      'in turns with health (× paired: answers/s over all turns ÷ health answers/s over its turns; the single turns range):',
    );
    for (const m of paired)
      console.log(
        `  ${m.name.padEnd(NAME_WIDTH)} × ${fmt(m.paired!.ratio, 3)}  (turns ${fmt(m.paired!.min, 3)}–${fmt(m.paired!.max, 3)}, ${m.paired!.turns} turns)`,
      );
  }
  const floored = measuredCalls.filter((m) => m.floor);
  if (floored.length > 0) {
    console.log('');
    console.log(
      "against the floor (× floor: the API's answers/s ÷ the same statements replayed without the API through the same " +
        'pool and concurrency, in turns; target: reads ≥ 0.6, donations ≥ 0.5, users-id ≥ 0.7):',
    );
    for (const m of floored) {
      const floor = m.floor!;
      // Answered from the process's memory for the most part (the list cache, the search's names in memory): the
      // floor has next to nothing to do, and such a call is compared with health instead.
      const fromMemory = floor.withoutStatements >= 0.5;
      const target = fromMemory ? undefined : floorTarget(m.name);
      console.log(
        `  ${m.name.padEnd(NAME_WIDTH)} × ${fmt(floor.ratio, 3)}  (${floor.apiRps} ÷ ${floor.floorRps} req/s, ` +
          `${floor.statementsPerRequest} statements` +
          (floor.withoutStatements > 0 ? `, ${(floor.withoutStatements * 100).toFixed(0)}% cached` : '') +
          `; turns ${fmt(floor.min, 3)}–${fmt(floor.max, 3)})` +
          (fromMemory
            ? '  answered from memory: compared with health'
            : target === undefined || !Number.isFinite(floor.ratio) || floor.errors > 0
              ? ''
              : floor.ratio >= target
                ? `  meets ≥ ${target}`
                : `  BELOW ${target}`),
      );
    }
  }
  if (donationStatements) {
    console.log(
      `donations: ${donationStatements.perDonation} SQL statements (round trips) per donation; ` +
        `${donationStatements.mailsSent} of ${donationStatements.donations} receipts rendered and sent during the run; ` +
        `with their receipts ${donationStatements.withReceiptsPerSecond} donations/s = ` +
        `${fmt(ratio(donationStatements.withReceiptsPerSecond, baseline.requestsPerSecond), 3)} × health`,
    );
  }
  if (soak) {
    console.log(
      `soak ${soak.seconds}s (${soak.connections} connections): ${soak.requests} requests, ${soak.unexpected} unexpected; ` +
        `heap after the run ÷ after warm-up ${fmt(soak.heapRatio, 3)} (${soak.heapAfterWarmupMb} → ${soak.heapAfterRunMb} MB); ` +
        `p99 last minute ÷ first ${fmt(soak.p99Ratio, 3)}`,
    );
  }
  if (process.exitCode === 1)
    console.error('ERROR some scenarios had failed responses; their numbers mean nothing.');

  const summary = {
    bench: 'tifo-api',
    date: new Date().toISOString(),
    node: process.version,
    cpus,
    database: databaseKind,
    poolSize: POOL_SIZE,
    clubs: CLUBS,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    ok: process.exitCode !== 1,
    baseline: {
      requestsPerSecond: round(baseline.requestsPerSecond, 1),
      cpuMicrosPerRequest: round(baseline.cpuMicrosPerRequest, 1),
      p50Ms: baseline.p50,
      p99Ms: baseline.p99,
      driftEndOverStart: round(drift),
    },
    scenarios: results.map((m) => ({
      ...m,
      requestsPerSecond: round(m.requestsPerSecond, 1),
      cpuMicrosPerRequest: round(m.cpuMicrosPerRequest, 1),
    })),
    ...(soak ? { soak } : {}),
    ...(donationStatements ? { donationStatements } : {}),
    payoutRuns: payoutRuns.map((run) => ({
      ...run,
      seconds: round(run.seconds, 2),
      msPerClub: round(run.msPerClub, 3),
      loopDelay: roundedDelay(run.loopDelay),
    })),
    renewals: renewals.map((run) => ({
      ...run,
      chargesPerSecond: round(run.chargesPerSecond, 1),
      loopDelay: roundedDelay(run.loopDelay),
      ...(donationsRps ? { toDonations: round(ratio(run.chargesPerSecond, donationsRps), 4) } : {}),
    })),
    ratios: Object.fromEntries(
      measuredCalls.map((m) => {
        const r = ratios(m);
        return [
          m.name,
          {
            throughput: round(r.throughput, 4),
            ...(r.adjacent === undefined ? {} : { throughputToAdjacentHealth: round(r.adjacent, 4) }),
            p50: round(r.p50, 2),
            p99: round(r.p99, 2),
            cpu: round(r.cpu, 4),
            ...(m.paired ? { paired: m.paired } : {}),
            ...(m.floor
              ? {
                  floor: m.floor,
                  floorTarget: m.floor.withoutStatements >= 0.5 ? null : (floorTarget(m.name) ?? null),
                }
              : {}),
            ...(m.cache ? { cacheHitRate: m.cache.hitRate } : {}),
          },
        ];
      }),
    ),
  };
  console.log(JSON.stringify(summary));
}
