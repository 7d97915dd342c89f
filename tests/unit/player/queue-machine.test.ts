import { describe, expect, it } from 'vitest';
import type { QueueEvent } from '../../../src/lib/player/queue-events.ts';
import { queueReducer } from '../../../src/lib/player/queue-machine.ts';
import { canNext, canPrevious, currentItem, EMPTY_QUEUE } from '../../../src/lib/player/queue-state.ts';
import type { PlayerStatus, QueueState } from '../../../src/lib/player/queue-state.ts';
import { makeItem } from './support/queue-items.ts';

/** A queue of `count` items on `current` with `status`. */
function queueOf(count: number, current: number, status: PlayerStatus = 'playing'): QueueState {
  return { items: Array.from({ length: count }, (_, n) => makeItem(n)), current, status };
}

function run(state: QueueState, ...events: QueueEvent[]): QueueState {
  return events.reduce(queueReducer, state);
}

const ids = (state: QueueState) => state.items.map((item) => item.performance_id);

describe('queue machine: spec section 4, sentence by sentence', () => {
  it('starts empty and stopped, with no current item', () => {
    expect(EMPTY_QUEUE).toEqual({ items: [], current: -1, status: 'stopped' });
    expect(currentItem(EMPTY_QUEUE)).toBeNull();
  });

  it('has status playing or paused once the queue holds an item', () => {
    const added = run(EMPTY_QUEUE, { type: 'add-to-queue', item: makeItem(1) });
    expect(added.status).toBe('paused');
    expect(run(added, { type: 'resume' }).status).toBe('playing');
  });

  it('pause pauses and resume plays', () => {
    const paused = run(queueOf(2, 0, 'playing'), { type: 'pause' });
    expect(paused.status).toBe('paused');
    expect(run(paused, { type: 'resume' }).status).toBe('playing');
  });

  it('player played marks the player playing and player finished pauses it', () => {
    expect(run(queueOf(2, 1, 'paused'), { type: 'player-played' }).status).toBe('playing');
    expect(run(queueOf(2, 1, 'playing'), { type: 'player-finished' })).toEqual(queueOf(2, 1, 'paused'));
  });

  it('set queue item jumps to that item and plays it', () => {
    expect(run(queueOf(3, 0, 'paused'), { type: 'set-queue-item', index: 2 })).toEqual(queueOf(3, 2, 'playing'));
  });

  it('set queue item ignores an index outside the queue', () => {
    const state = queueOf(3, 1, 'paused');
    for (const index of [-1, 3, 1.5, Number.NaN]) {
      expect(run(state, { type: 'set-queue-item', index })).toBe(state);
    }
  });

  it("'Play now' appends the item and plays the last item", () => {
    const state = run(queueOf(2, 0, 'paused'), { type: 'play-now', item: makeItem(9) });
    expect(ids(state)).toEqual([200, 201, 209]);
    expect(state.current).toBe(2);
    expect(state.status).toBe('playing');
    expect(currentItem(state)?.performance_id).toBe(209);
  });

  it("'Add to queue' appends, and the first item becomes current", () => {
    const first = run(EMPTY_QUEUE, { type: 'add-to-queue', item: makeItem(5) });
    expect(first).toEqual({ items: [makeItem(5)], current: 0, status: 'paused' });
    const second = run(queueOf(2, 1, 'playing'), { type: 'add-to-queue', item: makeItem(7) });
    expect(ids(second)).toEqual([200, 201, 207]);
    expect(second.current).toBe(1);
    expect(second.status).toBe('playing');
  });

  it('removing an item before or at the current one moves current back one, clamped at 0', () => {
    const before = run(queueOf(4, 2), { type: 'remove-queue-item', index: 0 });
    expect(ids(before)).toEqual([201, 202, 203]);
    expect(currentItem(before)?.performance_id).toBe(202);
    expect(run(queueOf(4, 2), { type: 'remove-queue-item', index: 2 }).current).toBe(1);
    expect(run(queueOf(4, 0), { type: 'remove-queue-item', index: 0 }).current).toBe(0);
  });

  it('removing an item after the current one leaves current and status alone', () => {
    const state = run(queueOf(4, 1, 'playing'), { type: 'remove-queue-item', index: 3 });
    expect(ids(state)).toEqual([200, 201, 202]);
    expect(state.current).toBe(1);
    expect(state.status).toBe('playing');
  });

  it('removing the current item pauses', () => {
    expect(run(queueOf(3, 1, 'playing'), { type: 'remove-queue-item', index: 1 }).status).toBe('paused');
    expect(run(queueOf(3, 2, 'playing'), { type: 'remove-queue-item', index: 0 }).status).toBe('playing');
  });

  it('next and previous are enabled only when the queue has more than one item and the position allows', () => {
    expect([canNext(EMPTY_QUEUE), canPrevious(EMPTY_QUEUE)]).toEqual([false, false]);
    expect([canNext(queueOf(1, 0)), canPrevious(queueOf(1, 0))]).toEqual([false, false]);
    expect([canNext(queueOf(3, 0)), canPrevious(queueOf(3, 0))]).toEqual([true, false]);
    expect([canNext(queueOf(3, 1)), canPrevious(queueOf(3, 1))]).toEqual([true, true]);
    expect([canNext(queueOf(3, 2)), canPrevious(queueOf(3, 2))]).toEqual([false, true]);
  });

  it('next and previous move one item and keep playing or paused as it was', () => {
    expect(run(queueOf(3, 1, 'paused'), { type: 'next' })).toEqual(queueOf(3, 2, 'paused'));
    expect(run(queueOf(3, 1, 'playing'), { type: 'previous' })).toEqual(queueOf(3, 0, 'playing'));
  });

  it('next and previous clamp to the queue bounds', () => {
    const last = queueOf(3, 2);
    const first = queueOf(3, 0);
    expect(run(last, { type: 'next' }, { type: 'next' })).toBe(last);
    expect(run(first, { type: 'previous' })).toBe(first);
    expect(run(first, { type: 'next' }, { type: 'next' }, { type: 'next' }).current).toBe(2);
  });

  it('when an item other than the last finishes, the next one plays', () => {
    expect(run(queueOf(3, 0, 'playing'), { type: 'item-finished' })).toEqual(queueOf(3, 1, 'playing'));
  });

  it('when the last item finishes the player pauses', () => {
    expect(run(queueOf(3, 2, 'playing'), { type: 'item-finished' })).toEqual(queueOf(3, 2, 'paused'));
    expect(run(queueOf(1, 0, 'playing'), { type: 'item-finished' })).toEqual(queueOf(1, 0, 'paused'));
  });

  it('when the queue is emptied the player stops', () => {
    const emptied = run(
      queueOf(2, 1, 'playing'),
      { type: 'remove-queue-item', index: 1 },
      { type: 'remove-queue-item', index: 0 },
    );
    expect(emptied).toEqual(EMPTY_QUEUE);
  });

  it('an empty queue ignores playback events', () => {
    const events: QueueEvent[] = [
      { type: 'pause' },
      { type: 'resume' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'item-finished' },
      { type: 'player-finished' },
      { type: 'player-played' },
      { type: 'remove-queue-item', index: 0 },
      { type: 'set-queue-item', index: 0 },
    ];
    for (const event of events) expect(run(EMPTY_QUEUE, event)).toBe(EMPTY_QUEUE);
  });

  it('never mutates the state it is given', () => {
    const state = Object.freeze({ ...queueOf(3, 1), items: Object.freeze([...queueOf(3, 1).items]) });
    expect(() =>
      run(state, { type: 'remove-queue-item', index: 1 }, { type: 'play-now', item: makeItem(8) }),
    ).not.toThrow();
    expect(ids(state)).toEqual([200, 201, 202]);
  });

  it('fresh links replace the links of every item of that recording only', () => {
    const a = makeItem(1);
    const b = makeItem(2);
    const state: QueueState = { items: [a, b, a], current: 0, status: 'paused' };
    const answer = {
      stream_links: { broadband_standard_dynamics: 'https://media.test/new.m4a' },
      expires: '2026-11-22T00:00:00Z',
    };
    const next = run(state, { type: 'links-refreshed', recording_uuid: a.recording_uuid, answer });
    expect(next.items.map((item) => item.stream_links_expires)).toEqual([
      answer.expires,
      b.stream_links_expires,
      answer.expires,
    ]);
    expect(next.items[0]?.stream_links).toEqual(answer.stream_links);
    expect(run(state, { type: 'links-refreshed', recording_uuid: 'not-queued', answer })).toBe(state);
  });
});
