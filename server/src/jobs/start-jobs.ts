import type { Database } from '../db/database.ts';
import { jobKinds } from './job-kinds.ts';
import type { JobQueue, JobWorker } from './job-queue.ts';
import { openJobQueue } from './open-job-queue.ts';

/** The job queue of a process, and its worker when it runs one. */
export interface RunningJobs {
  queue: JobQueue;
  worker: JobWorker | undefined;
  /** Takes no more jobs, lets the running ones be retried elsewhere, and lets go of the queue. */
  close(): Promise<void>;
}

/** Opens the queue on the server's database and, when asked, starts a worker for every registered kind. */
export async function startJobs(
  db: Database,
  options: { url: string; worker: boolean; log: { error(message: string): void } },
): Promise<RunningJobs> {
  const queue = await openJobQueue(db, { url: options.url, log: options.log });
  const worker = options.worker ? await queue.startWorker({ kinds: jobKinds, log: options.log }) : undefined;
  return { queue, worker, close: () => queue.close() };
}
