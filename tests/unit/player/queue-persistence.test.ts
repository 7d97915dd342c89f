import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queueReducer } from '../../../src/lib/player/queue-machine.ts';
import {
  CURRENT_ITEM_STORAGE_KEY,
  deserialiseQueue,
  dropCompositions,
  findMissingCompositions,
  loadQueue,
  QUEUE_STORAGE_KEY,
  restoreQueue,
  saveQueue,
  serialiseQueue,
} from '../../../src/lib/player/queue-persistence.ts';
import { EMPTY_QUEUE } from '../../../src/lib/player/queue-state.ts';
import type { QueueState } from '../../../src/lib/player/queue-state.ts';
import { makeItem, queueItemArbitrary } from './support/queue-items.ts';

/** Any reachable queue state: items, a current index inside them, any status but 'stopped'. */
const queueStateArbitrary: fc.Arbitrary<QueueState> = fc.oneof(
  fc.constant(EMPTY_QUEUE),
  fc.array(queueItemArbitrary, { minLength: 1, maxLength: 6 }).chain((items) =>
    fc.record({
      items: fc.constant(items),
      current: fc.nat(items.length - 1),
      status: fc.constantFrom('playing' as const, 'paused' as const),
    }),
  ),
);

/** A Map-backed Storage, optionally refusing every call like a disabled one. */
function memoryStorage(refuse = false) {
  const values = new Map<string, string>();
  const guard = () => {
    if (refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    values,
    getItem: (key: string) => (guard(), values.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void values.set(key, value)),
  };
}

const stateOf = (count: number, current: number): QueueState => ({
  items: Array.from({ length: count }, (_, n) => makeItem(n)),
  current,
  status: 'playing',
});

describe('queue persistence', () => {
  it('round-trips any queue and its current item, restoring it paused', () => {
    fc.assert(
      fc.property(queueStateArbitrary, (state) => {
        const restored = deserialiseQueue(serialiseQueue(state));
        expect(restored).toEqual({ ...state, status: state.items.length === 0 ? 'stopped' : 'paused' });
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips through storage under the keys queue and current-item', () => {
    fc.assert(
      fc.property(queueStateArbitrary, (state) => {
        const storage = memoryStorage();
        expect(saveQueue(storage, state)).toBe(true);
        expect([...storage.values.keys()].sort()).toEqual([CURRENT_ITEM_STORAGE_KEY, QUEUE_STORAGE_KEY].sort());
        expect(loadQueue(storage)).toEqual(deserialiseQueue(serialiseQueue(state)));
      }),
      { numRuns: 100 },
    );
    expect([QUEUE_STORAGE_KEY, CURRENT_ITEM_STORAGE_KEY]).toEqual(['queue', 'current-item']);
  });

  it('turns any corrupt or foreign text into an empty queue without throwing', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        (queue, currentItem) => {
          expect(deserialiseQueue({ queue, currentItem })).toEqual(EMPTY_QUEUE);
        },
      ),
    );
    for (const queue of ['{"items":[]}', '[1,2]', '[{"title":"x"}]', 'null', '"queue"', '[]']) {
      expect(deserialiseQueue({ queue, currentItem: '0' })).toEqual(EMPTY_QUEUE);
    }
  });

  it('reads any JSON value without throwing, and any result keeps the queue invariants', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (queue, current) => {
        const state = deserialiseQueue({ queue: JSON.stringify(queue), currentItem: JSON.stringify(current) });
        expect(state.items.length === 0).toBe(state.status === 'stopped');
        expect(state.current).toBeLessThan(Math.max(1, state.items.length));
        expect(state.current).toBeGreaterThanOrEqual(state.items.length === 0 ? -1 : 0);
      }),
    );
  });

  it('drops stored entries that are not queue items as if they were removed', () => {
    const [a, b, c] = [makeItem(1), makeItem(2), makeItem(3)];
    const queue = JSON.stringify([a, { foreign: true }, b, 'x', c]);
    expect(deserialiseQueue({ queue, currentItem: '4' })).toEqual({ items: [a, b, c], current: 2, status: 'paused' });
    expect(deserialiseQueue({ queue, currentItem: '1' })).toEqual({ items: [a, b, c], current: 0, status: 'paused' });
  });

  it('drops stored entries by the same rule as removing them from the queue', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.boolean(), { minLength: 1, maxLength: 8 })
          .chain((valid) => fc.tuple(fc.constant(valid), fc.nat(valid.length - 1))),
        ([valid, current]) => {
          const entries = valid.map((ok, n) => (ok ? makeItem(n) : { broken: n }));
          const restored = deserialiseQueue({ queue: JSON.stringify(entries), currentItem: String(current) });
          let expected: QueueState = { items: valid.map((_, n) => makeItem(n)), current, status: 'paused' };
          for (let index = valid.length - 1; index >= 0; index -= 1) {
            if (!valid[index]) expected = queueReducer(expected, { type: 'remove-queue-item', index });
          }
          expect(restored).toEqual({ ...expected, status: expected.items.length === 0 ? 'stopped' : 'paused' });
        },
      ),
    );
  });

  it('takes the first item as current when the stored index is not one of the entries', () => {
    const queue = JSON.stringify([makeItem(1), makeItem(2)]);
    for (const currentItem of [null, '7', '-1', '1.5', '"1"', 'garbage']) {
      expect(deserialiseQueue({ queue, currentItem }).current).toBe(0);
    }
  });

  it('gives an empty queue when storage cannot be read, and reports a refused write', () => {
    expect(loadQueue(memoryStorage(true))).toEqual(EMPTY_QUEUE);
    expect(saveQueue(memoryStorage(true), stateOf(2, 1))).toBe(false);
  });

  it('drops, at start-up, the compositions that now answer 404', async () => {
    const exists = (identifier: string) =>
      Promise.resolve(identifier !== 'composition-1' && identifier !== 'composition-3');
    const restored = await restoreQueue(stateOf(5, 4), exists);
    expect(restored.items.map((item) => item.composition_identifier)).toEqual([
      'composition-0',
      'composition-2',
      'composition-4',
    ]);
    expect(restored.current).toBe(2);
  });

  it('keeps the items whose check failed on the network', async () => {
    const exists = (identifier: string) =>
      identifier === 'composition-0'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(identifier !== 'composition-1');
    const restored = await restoreQueue(stateOf(3, 0), exists);
    expect(restored.items.map((item) => item.composition_identifier)).toEqual(['composition-0', 'composition-2']);
  });

  it('asks once per composition, and removes every item of a missing one', async () => {
    const asked: string[] = [];
    const items = [makeItem(1), makeItem(2), makeItem(1), makeItem(2)];
    const missing = await findMissingCompositions(items, (identifier) => {
      asked.push(identifier);
      return Promise.resolve(identifier === 'composition-2');
    });
    expect(asked.sort()).toEqual(['composition-1', 'composition-2']);
    expect([...missing]).toEqual(['composition-1']);
    const state: QueueState = { items, current: 2, status: 'paused' };
    expect(dropCompositions(state, missing)).toEqual({
      items: [makeItem(2), makeItem(2)],
      current: 0,
      status: 'paused',
    });
  });

  it('stops when every composition of the queue is gone', async () => {
    expect(await restoreQueue(stateOf(3, 1), () => Promise.resolve(false))).toEqual(EMPTY_QUEUE);
  });
});
