import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of the public club lists (/clubs/all, /filter, /searchbar, /nearby, /nearbyAll).
 * Their answers depend only on the request body and the club data, never on the caller or the language,
 * so every visitor asking the same within a few seconds gets the same JSON text. Kept per database
 * object, in this process only (docs/decisions/009, discovery at scale).
 */

/** How long an answer is reused. A change made by another process shows after at most this long. */
export const CLUB_LIST_TTL_MS = 5_000;
/** Bounds: this many answers, and this many characters of JSON (a 100-card page is about 40,000). */
const MAX_ANSWERS = 2_000;
const MAX_CHARACTERS = 16 * 1024 * 1024;

/**
 * Raised by forgetClubLists: answers cached or being loaded under an older generation are not used any
 * more. A number, not a per-database set, so that a caller holding a transaction (not the database object)
 * invalidates too.
 */
let generation = 0;

export function clubDataGeneration(): number {
  return generation;
}

/** Every cached list answer (and public count) of every database in this process is stale from now on. */
export function forgetClubLists(): void {
  generation += 1;
}

export interface ClubListCacheStats {
  hits: number;
  /** Requests that waited for a load another request had started (single flight). */
  shared: number;
  misses: number;
}

export class ClubListCache {
  private readonly answers: LRUCache<string, string>;
  private readonly loading = new Map<string, Promise<string>>();
  private generation = generation;
  readonly stats: ClubListCacheStats = { hits: 0, shared: 0, misses: 0 };

  constructor({ ttlMs = CLUB_LIST_TTL_MS, maxAnswers = MAX_ANSWERS } = {}) {
    this.answers = new LRUCache<string, string>({
      max: maxAnswers,
      maxSize: MAX_CHARACTERS,
      sizeCalculation: (text) => Math.max(1, text.length),
      ttl: ttlMs,
    });
  }

  /**
   * The cached answer for the key, or the one a load already under way will give, or a new load. Concurrent
   * identical misses share one load. An answer is stored only if no change was announced while it loaded.
   */
  answer(key: string, load: () => Promise<string>): Promise<string> {
    if (this.generation !== generation) {
      this.answers.clear();
      this.loading.clear();
      this.generation = generation;
    }
    const cached = this.answers.get(key);
    if (cached !== undefined) {
      this.stats.hits += 1;
      return Promise.resolve(cached);
    }
    const pending = this.loading.get(key);
    if (pending) {
      this.stats.shared += 1;
      return pending;
    }
    this.stats.misses += 1;
    const startedIn = generation;
    const loaded = load().then(
      (text) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        if (startedIn === generation) this.answers.set(key, text);
        return text;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }
}

const caches = new WeakMap<object, ClubListCache>();

/** The list cache of one database (the app's `deps.db`). */
export function clubListCache(db: object): ClubListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ClubListCache();
    caches.set(db, cache);
  }
  return cache;
}
