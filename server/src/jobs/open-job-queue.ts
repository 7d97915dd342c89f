import type { Database } from '../db/database.ts';
import { EmbeddedJobQueue } from './embedded-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { DEFAULT_TIMING, type JobTiming } from './job-timing.ts';
import { PgBossJobQueue } from './pg-boss-queue.ts';

/** Where the queue works and how fast; tests shorten the timing and give pg-boss a schema of its own. */
export interface JobQueueOptions {
  /** The database's URL, for pg-boss's own connections (PostgreSQL). */
  url: string;
  /** pg-boss's schema (PostgreSQL); `pgboss` unless set. */
  bossSchema?: string;
  timing?: Partial<JobTiming>;
  log?: { error(message: string): void };
}

/**
 * The job queue for the server's database: pg-boss on PostgreSQL, where workers in other processes
 * and on other machines share the work; the embedded runner on SQLite, the one-process default.
 */
export async function openJobQueue(db: Database, options: JobQueueOptions): Promise<JobQueue> {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  if (db.dialect === 'sqlite') return new EmbeddedJobQueue(db, timing);
  return PgBossJobQueue.open(db, { url: options.url, schema: options.bossSchema ?? 'pgboss' }, timing, options.log);
}
