import { describe, expect, it } from 'vitest';
import {
  LIVE_FEED_CACHE_KEY,
  cacheCovers,
  readLiveFeed,
  saveLiveFeed,
  type LiveFeedStorage,
} from '../../../../../src/features/live/lib/live-feed-cache.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const SAVED = new Date('2026-11-21T12:00:00Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(SAVED.getTime() + ms);

function memory(): LiveFeedStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const blocked: LiveFeedStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => undefined,
};

describe('the live-stream list cache (spec section 9: 15 minutes)', () => {
  it('stores the records with the time they were fetched and reads them back', () => {
    const storage = memory();
    saveLiveFeed(storage, [buildLiveStream()], SAVED);
    const stored = JSON.parse(storage.values.get(LIVE_FEED_CACHE_KEY) ?? 'null') as { savedAt: number };
    expect(stored.savedAt).toBe(SAVED.getTime());
    const read = readLiveFeed(storage, at(MINUTE));
    expect(read?.savedAt).toBe(SAVED.getTime());
    expect(read?.streams.map((stream) => stream.identifier)).toEqual(['winter-serenade']);
  });

  it.each([
    ['just saved', 0, true],
    ['1 ms before 15 minutes', 15 * MINUTE - 1, true],
    ['exactly 15 minutes', 15 * MINUTE, false],
    ['an hour later', 60 * MINUTE, false],
    ['saved in the future (the clock went back)', -1, false],
  ])('%s: fresh is %s', (_case, age, fresh) => {
    const storage = memory();
    saveLiveFeed(storage, [buildLiveStream()], SAVED);
    expect(readLiveFeed(storage, at(age)) !== null).toBe(fresh);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, savedAt: SAVED.getTime(), records: [] })],
    ['no timestamp', JSON.stringify({ version: 1, records: [] })],
    ['records not a list', JSON.stringify({ version: 1, savedAt: SAVED.getTime(), records: {} })],
  ])('reads %s as no cache', (_case, raw) => {
    const storage = memory();
    if (raw !== null) storage.setItem(LIVE_FEED_CACHE_KEY, raw);
    expect(readLiveFeed(storage, SAVED)).toBeNull();
  });

  it('validates stored records again: a tampered record is unreadable, not trusted', () => {
    const storage = memory();
    saveLiveFeed(storage, [{ ...buildLiveStream({ identifier: 'tampered' }), status: 'X' }], SAVED);
    expect(readLiveFeed(storage, SAVED)).toMatchObject({ streams: [], unreadable: ['tampered'] });
  });

  it('survives storage that is blocked or full', () => {
    expect(() => saveLiveFeed(blocked, [buildLiveStream()], SAVED)).not.toThrow();
    expect(readLiveFeed(blocked, SAVED)).toBeNull();
  });
});

describe('cacheCovers', () => {
  const cached = { streams: [buildLiveStream({ identifier: 'a' })], unreadable: ['b'] };

  it('holds when every built stream is in the cache, readable or not', () => {
    expect(cacheCovers(cached, ['a', 'b'])).toBe(true);
    expect(cacheCovers(cached, [])).toBe(true);
  });

  it('fails when the build has a stream the cache does not know (the cache is older than the build)', () => {
    expect(cacheCovers(cached, ['a', 'new'])).toBe(false);
  });
});
