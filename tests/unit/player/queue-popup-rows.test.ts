import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queuePopupRows, rowToFocusAfterRemoval } from '../../../src/lib/player/queue-popup-rows.ts';
import { makeItem } from './support/queue-items.ts';

const items = [makeItem(1, { title: 'Symphony No. 3, *Eroica*' }), makeItem(2), makeItem(3)];

describe('the queue popup rows', () => {
  it('names each row by its plain title and marks the current one as playing or current', () => {
    const playing = queuePopupRows({ items, current: 0, status: 'playing' });
    expect(playing.map((row) => [row.playLabel, row.removeLabel, row.current])).toEqual([
      ['Play Symphony No. 3, Eroica, now playing', 'Remove Symphony No. 3, Eroica from the queue', true],
      ['Play Symphony No. 2', 'Remove Symphony No. 2 from the queue', false],
      ['Play Symphony No. 3', 'Remove Symphony No. 3 from the queue', false],
    ]);
    const paused = queuePopupRows({ items, current: 1, status: 'paused' });
    expect(paused.map((row) => row.playLabel)).toEqual([
      'Play Symphony No. 3, Eroica',
      'Play Symphony No. 2, current item',
      'Play Symphony No. 3',
    ]);
    expect(paused[1]?.item).toBe(items[1]);
  });

  it('keys rows by position and performance, so a row keeps its key while only the current item changes', () => {
    const before = queuePopupRows({ items, current: 0, status: 'playing' }).map((row) => row.key);
    const after = queuePopupRows({ items, current: 2, status: 'paused' }).map((row) => row.key);
    expect(after).toEqual(before);
    expect(new Set(before).size).toBe(3);
    const removed = queuePopupRows({ items: [items[0]!, items[2]!], current: 0, status: 'playing' }).map(
      (row) => row.key,
    );
    expect(removed).toEqual([before[0], '1-203']);
  });

  it('after a removal, focuses the row that took its place, or the one before at the end', () => {
    expect(rowToFocusAfterRemoval(1, 2)).toBe(1);
    expect(rowToFocusAfterRemoval(2, 2)).toBe(1);
    expect(rowToFocusAfterRemoval(0, 0)).toBeNull();
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (removed, rowCount) => {
        const row = rowToFocusAfterRemoval(removed, rowCount);
        if (rowCount === 0) expect(row).toBeNull();
        else expect(row).toBe(Math.min(removed, rowCount - 1));
      }),
    );
  });
});
