import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../../server/src/db/database.ts';
import type { JobQueue } from '../../../server/src/jobs/job-queue.ts';
import type { JobTiming } from '../../../server/src/jobs/job-timing.ts';
import { openJobQueue } from '../../../server/src/jobs/open-job-queue.ts';
import type { MediaPlaces } from '../../../server/src/media/renditions/renditions-job.ts';
import { createTestDatabase, dropSchema, testDialect } from '../support/test-database.ts';

/**
 * Short timing for tests: a worker looks every 200 ms, an attempt checks in every 100 ms. An attempt
 * unheard for a second counts as dead on SQLite; pg-boss takes no less than 10 s.
 */
export const TEST_TIMING: Partial<JobTiming> = {
  pollMs: 200,
  checkMs: 100,
  heartbeatSeconds: testDialect === 'postgres' ? 10 : 1,
};

/** Where a test's queue lives, for worker processes to open the same one. */
export interface QueuePlace {
  url: string;
  /** The PostgreSQL schema of the server's tables; empty on SQLite. */
  searchPath: string;
  /** pg-boss's schema; empty on SQLite. */
  bossSchema: string;
}

/** A fresh database and a job queue on it (pg-boss in a schema of its own on PostgreSQL). */
export async function openTestQueue(): Promise<{
  db: Database;
  queue: JobQueue;
  place: QueuePlace;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase();
  const searchPath =
    testDialect === 'postgres' ? ((await database.db.get<{ s: string }>('SELECT current_schema() AS s'))?.s ?? '') : '';
  const bossSchema = testDialect === 'postgres' ? `boss_${randomBytes(6).toString('hex')}` : '';
  const queue = await openJobQueue(database.db, { url: database.url, bossSchema, timing: TEST_TIMING });
  return {
    db: database.db,
    queue,
    place: { url: database.url, searchPath, bossSchema },
    close: async () => {
      await queue.close();
      await database.drop();
      if (bossSchema !== '') await dropSchema(bossSchema);
    },
  };
}

/** Polls until `check` answers something other than undefined; fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const FIXTURE = fileURLToPath(new URL('../../fixtures/jobs/job-worker.ts', import.meta.url));

/**
 * A worker in a process of its own (tests/fixtures/jobs/job-worker.ts), once it says it takes jobs; with
 * `places`, it makes renditions too.
 */
export async function startWorkerProcess(
  place: QueuePlace,
  runsFile: string,
  places?: MediaPlaces,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      FIXTURE,
      place.url,
      place.searchPath,
      place.bossSchema,
      runsFile,
      String(TEST_TIMING.heartbeatSeconds),
      ...(places ? [places.uploadDir, places.storage.root] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The worker process ended (${String(code)}) before it was ready.`)));
  });
  return child;
}

/** Kills a worker process at once, as a power cut would, and waits until it is gone. */
export async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
