import type { Database } from '../db/database.ts';
import type { MediaPlaces } from '../media/renditions/renditions-job.ts';
import { jobKindsFor } from './job-kinds.ts';
import type { JobQueue, JobWorker } from './job-queue.ts';
import { openJobQueue, type JobQueueOptions } from './open-job-queue.ts';

/** The job queue of a process, and its worker when it runs one. */
export interface RunningJobs {
  queue: JobQueue;
  worker: JobWorker | undefined;
  /** Takes no more jobs, lets the running ones be retried elsewhere, and lets go of the queue. */
  close(): Promise<void>;
}

/**
 * Opens the queue on the server's database and, when asked, starts a worker for every registered kind,
 * reading masters and writing renditions in `places`.
 */
export async function startJobs(
  db: Database,
  options: JobQueueOptions & { worker: boolean; places: MediaPlaces; log: { error(message: string): void } },
): Promise<RunningJobs> {
  const queue = await openJobQueue(db, options);
  const worker = options.worker
    ? await queue.startWorker({ kinds: jobKindsFor(db, options.places), log: options.log })
    : undefined;
  return { queue, worker, close: () => queue.close() };
}
