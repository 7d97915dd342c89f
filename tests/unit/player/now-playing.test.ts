import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nowPlayingAnnouncement } from '../../../src/lib/player/now-playing.ts';
import type { QueueEvent } from '../../../src/lib/player/queue-events.ts';
import { queueReducer } from '../../../src/lib/player/queue-machine.ts';
import { currentItem, EMPTY_QUEUE } from '../../../src/lib/player/queue-state.ts';
import { makeItem } from './support/queue-items.ts';

const eroica = makeItem(3, { title: 'Symphony No. 3, *Eroica*', composer: 'Beethoven' });

describe('the now-playing announcement', () => {
  it("says 'Now playing: {title}, {composer}.' with the emphasis marks removed", () => {
    expect(nowPlayingAnnouncement(eroica, 0, true, null)).toEqual({
      key: '0:203',
      text: 'Now playing: Symphony No. 3, Eroica, Beethoven.',
    });
    expect(nowPlayingAnnouncement(makeItem(4, { composer: '' }), 2, true, null)?.text).toBe(
      'Now playing: Symphony No. 4.',
    );
  });

  it('says nothing while paused (a restored queue) or with nothing to play', () => {
    expect(nowPlayingAnnouncement(eroica, 0, false, null)).toBeNull();
    expect(nowPlayingAnnouncement(null, -1, true, null)).toBeNull();
  });

  it('says nothing again for the item it announced last (pause, then play)', () => {
    expect(nowPlayingAnnouncement(eroica, 0, true, '0:203')).toBeNull();
    expect(nowPlayingAnnouncement(eroica, 1, true, '0:203')?.key).toBe('1:203');
  });

  it('over any queue journey: announces each item once when it starts playing, never a paused one', () => {
    const event: fc.Arbitrary<QueueEvent> = fc.oneof(
      fc.constantFrom<QueueEvent>(
        { type: 'pause' },
        { type: 'resume' },
        { type: 'next' },
        { type: 'previous' },
        { type: 'item-finished' },
      ),
      fc.nat(5).map((n): QueueEvent => ({ type: 'play-now', item: makeItem(n) })),
      fc.nat(5).map((n): QueueEvent => ({ type: 'add-to-queue', item: makeItem(n) })),
      fc.integer({ min: -1, max: 5 }).map((index): QueueEvent => ({ type: 'set-queue-item', index })),
      fc.integer({ min: -1, max: 5 }).map((index): QueueEvent => ({ type: 'remove-queue-item', index })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        let state = EMPTY_QUEUE;
        let last: string | null = null;
        for (const next of events) {
          state = queueReducer(state, next);
          const item = currentItem(state);
          const announcement = nowPlayingAnnouncement(item, state.current, state.status === 'playing', last);
          const startsAnew =
            item !== null && state.status === 'playing' && `${state.current}:${item.performance_id}` !== last;
          expect(announcement !== null).toBe(startsAnew);
          if (announcement !== null && item !== null) {
            expect(announcement.text).toBe(`Now playing: ${item.title}, ${item.composer}.`);
            last = announcement.key;
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
