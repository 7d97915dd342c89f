import { describe, expect, it } from 'vitest';
import { readStoredFeed, storedFeedText } from '../../../../../src/features/live/lib/live-feed-cache.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const SAVED = new Date('2026-11-21T12:00:00Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(SAVED.getTime() + ms);

describe('the live-stream list cache (spec section 9: 15 minutes)', () => {
  it('stores the records with the time they were fetched and reads them back', () => {
    const text = storedFeedText([buildLiveStream()], SAVED);
    expect((JSON.parse(text) as { savedAt: number }).savedAt).toBe(SAVED.getTime());
    const read = readStoredFeed(text, at(MINUTE));
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
    expect(readStoredFeed(storedFeedText([buildLiveStream()], SAVED), at(age)) !== null).toBe(fresh);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['JSON null', 'null'],
    ['another version', JSON.stringify({ version: 2, savedAt: SAVED.getTime(), records: [] })],
    ['no timestamp', JSON.stringify({ version: 1, records: [] })],
    ['records not a list', JSON.stringify({ version: 1, savedAt: SAVED.getTime(), records: {} })],
  ])('reads %s as no cache', (_case, text) => {
    expect(readStoredFeed(text, SAVED)).toBeNull();
  });

  it('validates stored records again: a tampered record is unreadable, not trusted', () => {
    const text = storedFeedText([{ ...buildLiveStream({ identifier: 'tampered' }), status: 'X' }], SAVED);
    expect(readStoredFeed(text, SAVED)).toMatchObject({ streams: [], unreadable: ['tampered'] });
  });
});
