import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { variedPages, variedPlaces, variedSearches } from './varied';

/*
 * The soak run (issue 17): a mix of what visitors do — browsing 80 %, logins 5 %, donations 10 %, dashboard
 * calls 5 % — for BENCH_SOAK seconds against the same API, in one-minute slices. It reports any unexpected
 * status, the heap after warm-up against the heap after the run (both after a full garbage collection; the
 * bench runs with --expose-gc), and the p99 latency of the last minute against the first.
 */

const SOAK_REQUEST = fileURLToPath(new URL('./soak-request.cjs', import.meta.url));
const SLICE_SECONDS = 60;
const WARMUP_SECONDS = 30;

export interface SoakEntry {
  name: string;
  weight: number;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  bodies: unknown[];
}

export interface SoakResult {
  seconds: number;
  connections: number;
  requests: number;
  /** Answers that were not 2xx, errors and timeouts: each one is unexpected. */
  unexpected: number;
  statusCodes: Record<string, number>;
  minutes: { minute: number; requestsPerSecond: number; p99Ms: number }[];
  heapAfterWarmupMb: number;
  heapAfterRunMb: number;
  heapRatio: number;
  p99Ratio: number;
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

async function slice(baseUrl: string, mix: SoakEntry[], seconds: number, connections: number) {
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    workers: 1,
    requests: [
      {
        method: 'GET',
        path: '/api/health',
        setupRequest: SOAK_REQUEST,
        soakMix: mix.map((entry) => ({
          ...entry,
          headers: { 'content-type': 'application/json', ...entry.headers },
          bodies: entry.bodies.map((body) => (body === undefined ? undefined : JSON.stringify(body))),
        })),
      } as unknown as autocannon.Request,
    ],
  });
}

export async function runSoak(
  baseUrl: string,
  mix: SoakEntry[],
  { seconds, connections }: { seconds: number; connections: number },
): Promise<SoakResult> {
  if (typeof (globalThis as { gc?: unknown }).gc !== 'function') {
    console.log('  (no --expose-gc: the heap figures include garbage not yet collected)');
  }
  process.stdout.write(`  soak: warm-up ${WARMUP_SECONDS}s … `);
  await slice(baseUrl, mix, WARMUP_SECONDS, connections);
  const heapAfterWarmupMb = heapMb();
  console.log(`heap ${heapAfterWarmupMb.toFixed(1)} MB`);
  const minutes: SoakResult['minutes'] = [];
  const statusCodes: Record<string, number> = {};
  let requests = 0;
  let unexpected = 0;
  const slices = Math.max(2, Math.round(seconds / SLICE_SECONDS));
  for (let minute = 1; minute <= slices; minute += 1) {
    const result = await slice(baseUrl, mix, SLICE_SECONDS, connections);
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
      statusCodes[code] = (statusCodes[code] ?? 0) + (stat.count ?? 0);
    }
    requests += result['2xx'];
    unexpected += result.non2xx + result.errors + result.timeouts;
    minutes.push({ minute, requestsPerSecond: result['2xx'] / result.duration, p99Ms: result.latency.p99 });
    console.log(
      `  soak minute ${minute}/${slices}: ${(result['2xx'] / result.duration).toFixed(1)} req/s, p99 ${result.latency.p99} ms` +
        (result.non2xx + result.errors + result.timeouts > 0
          ? `, UNEXPECTED non2xx=${result.non2xx} errors=${result.errors} timeouts=${result.timeouts}`
          : ''),
    );
  }
  const heapAfterRunMb = heapMb();
  const first = minutes[0]!;
  const last = minutes[minutes.length - 1]!;
  return {
    seconds: slices * SLICE_SECONDS,
    connections,
    requests,
    unexpected,
    statusCodes,
    minutes: minutes.map((m) => ({ ...m, requestsPerSecond: Number(m.requestsPerSecond.toFixed(1)) })),
    heapAfterWarmupMb: Number(heapAfterWarmupMb.toFixed(1)),
    heapAfterRunMb: Number(heapAfterRunMb.toFixed(1)),
    heapRatio: Number((heapAfterRunMb / heapAfterWarmupMb).toFixed(3)),
    p99Ratio: Number((last.p99Ms / Math.max(1, first.p99Ms)).toFixed(3)),
  };
}

/**
 * What visitors do, by weight: browsing 80 % (varied lists 30, searches 20, nearby 20, a club's page 10),
 * logins 5 %, sandbox card donations 10 %, the club dashboard 5 %.
 */
export function visitorMix(bench: {
  email: string;
  password: string;
  token: string;
  productId: string;
  paymentMethodId: string;
  dashboardClubId: string;
}): SoakEntry[] {
  const bearer = { authorization: `Bearer ${bench.token}` };
  const post = (
    name: string,
    weight: number,
    path: string,
    bodies: unknown[],
    headers?: Record<string, string>,
  ) => ({ name, weight, method: 'POST', path, bodies, ...(headers ? { headers } : {}) }) satisfies SoakEntry;
  return [
    post('list', 30, '/api/clubs/all', variedPages()),
    post('search', 20, '/api/clubs/searchbar', variedSearches()),
    post('nearby', 20, '/api/clubs/nearby', variedPlaces()),
    post('club', 10, '/api/clubs/details', [{ shortName: 'bench-fc' }]),
    post('login', 5, '/api/users/login', [{ email: bench.email, password: bench.password }]),
    post(
      'donation',
      10,
      '/api/payments/pay',
      [{ productId: bench.productId, amount: 5, paymentMethodId: bench.paymentMethodId }],
      bearer,
    ),
    post(
      'dashboard',
      5,
      '/api/donations/performance',
      [{ clubId: bench.dashboardClubId, period: 'year' }],
      bearer,
    ),
  ];
}
