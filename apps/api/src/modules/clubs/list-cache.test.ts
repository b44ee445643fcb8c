import { describe, expect, it } from 'vitest';
import { ClubListCache, forgetClubLists } from './list-cache';

/** A load that resolves when the test says so. */
function deferred(text: string) {
  let resolve: () => void = () => {};
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return new Promise<string>((done) => {
      resolve = () => done(text);
    });
  };
  return { load, calls, resolve: () => resolve() };
}

describe('ClubListCache', () => {
  it('answers a repeated request from the cache, without loading again', async () => {
    const cache = new ClubListCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `answer ${loads}`;
    };
    expect(await cache.answer('a', load)).toBe('answer 1');
    expect(await cache.answer('a', load)).toBe('answer 1');
    expect(await cache.answer('b', load)).toBe('answer 2');
    expect(loads).toBe(2);
    expect(cache.stats).toEqual({ hits: 1, shared: 0, misses: 2 });
  });

  it('shares one load between concurrent identical misses (single flight)', async () => {
    const cache = new ClubListCache();
    const slow = deferred('page');
    const answers = Array.from({ length: 5 }, () => cache.answer('a', slow.load));
    slow.resolve();
    expect(await Promise.all(answers)).toEqual(['page', 'page', 'page', 'page', 'page']);
    expect(slow.calls.count).toBe(1);
    expect(cache.stats).toEqual({ hits: 0, shared: 4, misses: 1 });
  });

  it('loads again once forgotten, and does not keep an answer whose load began before the change', async () => {
    const cache = new ClubListCache();
    expect(await cache.answer('a', async () => 'before')).toBe('before');
    forgetClubLists();
    expect(await cache.answer('a', async () => 'after')).toBe('after');

    const stale = deferred('loaded before the change');
    const pending = cache.answer('b', stale.load);
    forgetClubLists();
    // A request after the change does not wait for the load that began before it.
    const fresh = cache.answer('b', async () => 'loaded after the change');
    stale.resolve();
    expect(await pending).toBe('loaded before the change');
    expect(await fresh).toBe('loaded after the change');
    expect(await cache.answer('b', async () => 'not used')).toBe('loaded after the change');
  });

  it('forgets an answer after its time to live', async () => {
    const cache = new ClubListCache({ ttlMs: 20 });
    expect(await cache.answer('a', async () => 'first')).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.answer('a', async () => 'second')).toBe('second');
  });

  it('keeps at most the configured number of answers, dropping the least recently used', async () => {
    const cache = new ClubListCache({ maxAnswers: 2 });
    await cache.answer('a', async () => 'a1');
    await cache.answer('b', async () => 'b1');
    await cache.answer('a', async () => 'a2');
    await cache.answer('c', async () => 'c1');
    expect(await cache.answer('a', async () => 'a3')).toBe('a1');
    expect(await cache.answer('b', async () => 'b2')).toBe('b2');
  });

  it('does not keep a failed load', async () => {
    const cache = new ClubListCache();
    await expect(cache.answer('a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.answer('a', async () => 'recovered')).toBe('recovered');
  });
});
