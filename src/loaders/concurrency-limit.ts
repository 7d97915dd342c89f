/** Runs a task when a slot is free. */
export type Limit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A limit of `concurrency` tasks at a time; the others wait in the order they came. Every loader
 * shares one limit through the API client, so the whole pull, not each collection, stays bounded.
 */
export function createLimit(concurrency: number): Limit {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, not ${concurrency}`);
  }
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  // A finished task hands its slot straight to the next waiter, so a task arriving in between
  // cannot take it and push the count over the limit.
  const release = () => {
    const next = waiting.shift();
    if (next === undefined) running -= 1;
    else next();
  };
  return async (task) => {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
