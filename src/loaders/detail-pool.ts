import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { DetailTask, DetailVerdict } from './detail-check.ts';

/** Checks a batch of detail records on a worker thread. */
export type RunDetails = (task: DetailTask) => Promise<DetailVerdict[]>;

let pool: Tinypool | undefined;
let users = 0;

/**
 * Runs `work` with the detail pool: worker threads, one per core, that parse, validate, sanitise
 * and write the detail collections' records (detail-check.ts), so that every core works while
 * the records arrive. The two detail collections load at the same time and share the pool; it
 * is started on first use and ended when the last user is done, so no thread outlives the pull.
 */
export async function withDetailPool<T>(work: (run: RunDetails) => Promise<T>): Promise<T> {
  users += 1;
  pool ??= new Tinypool({
    filename: new URL('./detail-worker.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: availableParallelism(),
  });
  const current = pool;
  try {
    return await work((task) => current.run(task) as Promise<DetailVerdict[]>);
  } finally {
    users -= 1;
    if (users === 0) {
      pool = undefined;
      await current.destroy();
    }
  }
}
