import { describe, expect, it } from 'vitest';
import { isGone, mergeLiveStreams } from '../../../../../src/features/live/lib/merge-live-streams.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const built = buildLiveStream({
  identifier: 'winter-serenade',
  description: '<p>Built, <em>sanitised</em>.</p>',
  grant_sponsor_notes: '<p>Built grant.</p>',
});
const other = buildLiveStream({ identifier: 'spring-gala', start_date_time: '2027-03-20T00:30:00Z' });

describe('mergeLiveStreams', () => {
  it("answers the build's streams until the API's list is known, without repeats", () => {
    expect(mergeLiveStreams([built, other, built], null)).toEqual([built, other]);
  });

  it("takes every field from the API except the HTML ones, which keep the build's sanitised copy", () => {
    const rescheduled = buildLiveStream({
      identifier: 'winter-serenade',
      start_date_time: '2026-12-06T01:30:00Z',
      status: 'I',
      chat_code: 'new-chat',
      description: '<p>Fresh <img src=x onerror=alert(1)></p>',
      grant_sponsor_notes: '<script>alert(1)</script>',
    });
    const [merged] = mergeLiveStreams([built], { streams: [rescheduled], unreadable: [] });
    expect(merged).toEqual({
      ...rescheduled,
      description: built.description,
      grant_sponsor_notes: built.grant_sponsor_notes,
    });
  });

  it('adds a stream the build did not have, with its HTML made inert', () => {
    const added = buildLiveStream({
      identifier: 'added-later',
      description: '<p>New <a href="javascript:alert(1)">concert</a></p>',
      grant_sponsor_notes: '',
    });
    const merged = mergeLiveStreams([built], { streams: [built, added], unreadable: [] });
    expect(merged.map((stream) => stream.identifier)).toEqual(['winter-serenade', 'added-later']);
    expect(merged[1]?.description).toBe('<p>New concert</p>');
    expect(merged[1]?.grant_sponsor_notes).toBe('');
  });

  it('drops a stream the API no longer lists', () => {
    expect(mergeLiveStreams([built, other], { streams: [other], unreadable: [] })).toEqual([other]);
  });

  it("keeps the build's copy of a stream whose API record is unreadable, after the API's streams", () => {
    expect(mergeLiveStreams([built, other], { streams: [other], unreadable: ['winter-serenade', 'unknown'] })).toEqual([
      other,
      built,
    ]);
  });
});

describe('isGone', () => {
  it('is never decided without the API list', () => {
    expect(isGone('winter-serenade', null)).toBe(false);
  });

  it('holds only when the list neither has the stream nor names it unreadable', () => {
    expect(isGone('winter-serenade', { streams: [other], unreadable: [] })).toBe(true);
    expect(isGone('winter-serenade', { streams: [built], unreadable: [] })).toBe(false);
    expect(isGone('winter-serenade', { streams: [], unreadable: ['winter-serenade'] })).toBe(false);
  });
});
