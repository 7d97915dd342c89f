import { describe, expect, it } from 'vitest';
import {
  LIVE_FEED_CACHE_KEY,
  cacheCovers,
  readStoredFeedText,
  saveStoredFeedText,
  type LiveFeedStorage,
} from '../../../../../src/features/live/lib/live-feed-storage.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

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

describe("the live-stream list's storage", () => {
  it('keeps the text under its key and reads it back; nothing stored reads as null', () => {
    const storage = memory();
    expect(readStoredFeedText(storage)).toBeNull();
    saveStoredFeedText(storage, '{"version":1}');
    expect(storage.values.get(LIVE_FEED_CACHE_KEY)).toBe('{"version":1}');
    expect(readStoredFeedText(storage)).toBe('{"version":1}');
  });

  it('survives storage that is blocked or full', () => {
    expect(() => saveStoredFeedText(blocked, '{}')).not.toThrow();
    expect(readStoredFeedText(blocked)).toBeNull();
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
