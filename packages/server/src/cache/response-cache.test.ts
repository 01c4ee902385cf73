import { describe, expect, it } from 'vitest';
import { ResponseCache, type Snapshot } from './response-cache';

const snapshot = (text: string): Snapshot => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: Buffer.from(text),
});
const lifetime = { freshMs: 1_000, staleMs: 5_000 };
const store = () => ({ tags: ['t'], lifetime });

function cacheAt() {
  const clock = { now: 0 };
  const cache = new ResponseCache({ maxBytes: 10_000, now: () => clock.now });
  return { cache, clock };
}

describe('response cache', () => {
  it('is fresh, then stale while it may be rendered again, then gone', async () => {
    const { cache, clock } = cacheAt();
    await cache.render('k', async () => snapshot('a'), store);
    expect(cache.lookup('k')?.state).toBe('hit');
    clock.now = 1_500;
    expect(cache.lookup('k')?.state).toBe('stale');
    clock.now = 6_000;
    expect(cache.lookup('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store a render that an invalidation overtook', async () => {
    const { cache } = cacheAt();
    let finish: (value: Snapshot) => void = () => {};
    const rendering = cache.render('k', () => new Promise<Snapshot>((resolve) => (finish = resolve)), store);
    cache.invalidate('t');
    finish(snapshot('old data'));
    expect((await rendering).body.toString()).toBe('old data');
    expect(cache.lookup('k')).toBeUndefined();
  });

  it('drops by tag, and everything without one', async () => {
    const { cache } = cacheAt();
    await cache.render(
      'seats',
      async () => snapshot('a'),
      () => ({ tags: ['seats'], lifetime }),
    );
    await cache.render(
      'plain',
      async () => snapshot('b'),
      () => ({ tags: [], lifetime }),
    );
    expect(cache.invalidate('seats')).toBe(1);
    expect(cache.lookup('plain')).toBeDefined();
    expect(cache.invalidate()).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('keeps within its size by dropping the least recently used', async () => {
    const { cache } = cacheAt();
    for (const key of ['a', 'b', 'c', 'd']) await cache.render(key, async () => snapshot('x'.repeat(2_000)), store);
    cache.lookup('a');
    await cache.render('e', async () => snapshot('x'.repeat(2_000)), store);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.lookup('a')).toBeDefined();
    expect(cache.lookup('b')).toBeUndefined();
  });
});
