import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { attachJob } from '../uploads/master-rows.ts';
import { RENDITIONS_JOB } from './renditions-job.ts';

/**
 * Queues the job that makes a master's renditions and names it on the master, so the Media screen
 * follows it. Three attempts, the second a minute after the first (a full disk, a worker stopped).
 * `alsoWrite` runs in the transaction that names the job (a staff member's request logged with it);
 * the job itself is the queue's, written before.
 */
export async function startRenditions(
  db: Database,
  queue: JobQueue,
  masterId: number,
  alsoWrite?: (tx: Database, jobId: number) => Promise<unknown>,
): Promise<number> {
  const jobId = await queue.enqueue(RENDITIONS_JOB, { masterId }, { retryLimit: 2, retryDelaySeconds: 60 });
  await db.transaction(async (tx) => {
    await attachJob(tx, masterId, jobId);
    await alsoWrite?.(tx, jobId);
  });
  return jobId;
}
