import type { Database } from '../db/database.ts';
import { RENDITIONS_JOB, renditionsHandler, type MediaPlaces } from '../media/renditions/renditions-job.ts';
import type { JobKinds } from './job-queue.ts';

/**
 * The handlers every worker runs (the API's own and `npm run worker`), by kind, on the server's
 * database and its media folders.
 */
export function jobKindsFor(db: Database, places: MediaPlaces): JobKinds {
  return { [RENDITIONS_JOB]: renditionsHandler(db, places) };
}
