/** The bench's settings, from the environment (documented at the top of run.ts). */
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/api/src/config';

export const EMAIL = 'bench@tifo.example.ch';
export const PASSWORD = 'Bench!Pass1';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

/** A comma-separated list of scenario names. */
function names(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A comma-separated list of run sizes, e.g. '1000,10000'. */
function sizes(name: string, fallback: string): number[] {
  return (process.env[name] ?? fallback)
    .split(',')
    .map((size) => Math.round(Number(size.trim())))
    .filter((size) => Number.isFinite(size) && size > 0);
}

export const DURATION = positiveNumber('BENCH_DURATION', 10);
export const WARMUP = positiveNumber('BENCH_WARMUP', 2);
export const CONNECTIONS = Math.round(positiveNumber('BENCH_CONNECTIONS', 10));
export const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
/** Public clubs generated for the discovery scenarios (list, search, nearby at that size). */
export const CLUBS = Math.round(positiveNumber('BENCH_CLUBS', 100_000));
// PostgreSQL pool size; the app always gives PGlite one connection (docs/decisions/001).
export const POOL_SIZE = Math.round(positiveNumber('BENCH_POOL_SIZE', DATABASE_URL ? 10 : 1));
export const ONLY = names('BENCH_ONLY');
/** Scenarios whose measured seconds are CPU-profiled on the API's thread (comma-separated names; measure.ts). */
export const PROFILE = names('BENCH_PROFILE');
/** Members of the membership product of the members scenarios. */
export const MEMBERS = Math.round(positiveNumber('BENCH_MEMBERS', 10_000));
/** Sizes of the renewal runs (due subscriptions), e.g. '1000,10000'. */
export const RENEWAL_SIZES = sizes('BENCH_RENEWALS', '1000,10000');
/** The dashboard's volume (issue 15): donations over clubs, one club holding BENCH_BIG_CLUB of them. */
export const DASHBOARD_DONATIONS = Math.round(positiveNumber('BENCH_DONATIONS', 1_000_000));
export const DASHBOARD_CLUBS = Math.round(positiveNumber('BENCH_DASHBOARD_CLUBS', 10_000));
export const BIG_CLUB = Math.round(positiveNumber('BENCH_BIG_CLUB', 100_000));
/** The bench user's own donations, for the supporter's profile (issue 16: 1,000). */
export const SUPPORTER_DONATIONS = Math.round(positiveNumber('BENCH_SUPPORTER_DONATIONS', 1000));
/** Sizes of the payout runs (clubs owed money), e.g. '1000,10000'. */
export const PAYOUT_SIZES = sizes('BENCH_PAYOUT_RUNS', '1000,10000');
/**
 * The varied lists and donations measured again in turns with health (BENCH_PAIRED_TURNS × BENCH_PAIRED_SECONDS
 * each; 0 turns: not at all).
 */
export const PAIRED_TURNS = Math.round(Number(process.env.BENCH_PAIRED_TURNS ?? 5));
export const PAIRED_SECONDS = positiveNumber('BENCH_PAIRED_SECONDS', 2);
/** Every scenario measured in turns with its floor (floor.ts): BENCH_FLOOR_TURNS × BENCH_PAIRED_SECONDS each. */
export const FLOOR_TURNS = Math.round(Number(process.env.BENCH_FLOOR_TURNS ?? 3));
/** The soak run's length in seconds (issue 17: 10 minutes), after the scenarios; BENCH_ONLY=soak for it alone. */
export const SOAK_SECONDS = Math.round(positiveNumber('BENCH_SOAK', 600));
/** autocannon loads a varied scenario's setupRequest by path in its worker thread. */
export const VARIED_REQUEST = fileURLToPath(new URL('./varied-request.cjs', import.meta.url));

/**
 * The app's configuration for a bench: this environment's variables, on the embedded database in `dataDir`
 * (never a DATABASE_URL), silent, with the `settings` of the bench.
 */
export function benchConfig(dataDir: string, settings: Record<string, string>) {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    LOG_LEVEL: 'silent',
    ...settings,
  });
}
