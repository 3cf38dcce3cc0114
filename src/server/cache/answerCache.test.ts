import { describe, expect, it } from 'vitest';
import { createAnswerCache, etagOf } from './answerCache';

const bytes = (n: number, fill = 'x') => Buffer.from(fill.repeat(n));

describe('the answer cache', () => {
  it('keeps answers with a weak ETag of their bytes and counts hits and misses', () => {
    const cache = createAnswerCache(1000);
    const kept = cache.set('a', bytes(10), 3);
    expect(kept.etag).toBe(etagOf(bytes(10)));
    expect(kept.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(cache.get('a')).toBe(kept);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 10, hits: 1, misses: 1 });
  });

  it('drops the least recently used answers first, by bytes, compressed forms included', () => {
    const cache = createAnswerCache(100);
    cache.set('a', bytes(40), 1);
    cache.set('b', bytes(40), 1);
    cache.get('a'); // b is now the least recently used
    cache.set('c', bytes(40), 1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.addEncoding(cache.get('c')!, 'gzip', bytes(30));
    expect(cache.get('a')).toBeUndefined(); // 40 + 40 + 30 > 100: a was used least recently
    expect(cache.stats().bytes).toBe(70);
  });

  it('answers an answer larger than the whole cache without keeping it', () => {
    const cache = createAnswerCache(10);
    expect(cache.set('big', bytes(11), 1).body.length).toBe(11);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
  });
});
