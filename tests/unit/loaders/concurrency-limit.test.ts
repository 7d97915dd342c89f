import { describe, expect, it } from 'vitest';
import { createLimit } from '../../../src/loaders/concurrency-limit.ts';

/** One turn of the event loop, so tasks that are waiting get their chance to start. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createLimit', () => {
  it('never runs more than its bound, even as tasks arrive while others finish', async () => {
    const limit = createLimit(3);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      running -= 1;
    };
    const first = Array.from({ length: 10 }, () => limit(task));
    await tick();
    await Promise.all([...first, ...Array.from({ length: 10 }, () => limit(task))]);
    expect(peak).toBe(3);
  });

  it('starts waiting tasks in arrival order and frees the slot of a failed task', async () => {
    const limit = createLimit(1);
    const order: number[] = [];
    const failed = limit(() => Promise.reject(new Error('no')));
    const done = [1, 2, 3].map((n) =>
      limit(() => {
        order.push(n);
        return Promise.resolve();
      }),
    );
    await expect(failed).rejects.toThrow('no');
    await Promise.all(done);
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => createLimit(0)).toThrow(RangeError);
  });
});
