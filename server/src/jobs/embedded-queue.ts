import type { Database } from '../db/database.ts';
import { PollLoop } from '../poll-loop.ts';
import type { EnqueueOptions, JobQueue, JobView, JobWorker, WorkerOptions } from './job-queue.ts';
import {
  cancelJob,
  claimDueJob,
  failStaleAttempts,
  insertJob,
  listJobs,
  nextDueJob,
  readJob,
  viewOf,
} from './job-rows.ts';
import { DEFAULT_RETRY, type JobState } from './job-state.ts';
import { checkKind, type JobTiming, workerName } from './job-timing.ts';
import { runAttempt } from './run-attempt.ts';

/**
 * The embedded dispatcher (SQLite, `npm start`): workers in this process poll the jobs table and
 * claim with a conditional update, so the same handlers run without a separate service. A job left
 * 'running' by a process that died is failed once its heartbeat is `heartbeatSeconds` old, and
 * retried after its backoff like any failed attempt.
 */
export class EmbeddedJobQueue implements JobQueue {
  readonly #db: Database;
  readonly #timing: JobTiming;
  readonly #workers = new Set<EmbeddedWorker>();

  constructor(db: Database, timing: JobTiming) {
    this.#db = db;
    this.#timing = timing;
  }

  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
    checkKind(kind);
    const policy = { ...DEFAULT_RETRY, ...options };
    const id = await insertJob(this.#db, { kind, payload, policy, queueRef: null }, this.#timing.now());
    for (const worker of this.#workers) worker.kick();
    return id;
  }

  async cancel(id: number): Promise<boolean> {
    return (await cancelJob(this.#db, id, this.#timing.now()))?.took ?? false;
  }

  async get(id: number): Promise<JobView | undefined> {
    const row = await readJob(this.#db, id);
    return row && viewOf(row);
  }

  async list(options: { state?: JobState; limit?: number } = {}): Promise<JobView[]> {
    return (await listJobs(this.#db, options)).map(viewOf);
  }

  startWorker(options: WorkerOptions): Promise<JobWorker> {
    Object.keys(options.kinds).forEach(checkKind);
    const worker = new EmbeddedWorker(this.#db, this.#timing, options, () => this.#workers.delete(worker));
    this.#workers.add(worker);
    worker.start();
    return Promise.resolve(worker);
  }

  async close(): Promise<void> {
    await Promise.all([...this.#workers].map((worker) => worker.stop()));
  }
}

/** Polls for due jobs of its kinds and runs them one at a time, as the publish worker runs publishes. */
class EmbeddedWorker implements JobWorker {
  readonly #name = workerName();
  readonly #loop = new PollLoop(
    (stopping) => this.#work(stopping),
    (error) => this.options.log?.error(`Jobs: ${String(error)}`),
  );

  readonly db: Database;
  readonly timing: JobTiming;
  readonly options: WorkerOptions;
  readonly onStop: () => void;

  constructor(db: Database, timing: JobTiming, options: WorkerOptions, onStop: () => void) {
    this.db = db;
    this.timing = timing;
    this.options = options;
    this.onStop = onStop;
  }

  start(): void {
    this.#loop.start(this.timing.pollMs, { keepAlive: true });
  }

  kick(): void {
    this.#loop.kick();
  }

  async stop(): Promise<void> {
    await this.#loop.stop();
    this.onStop();
  }

  async #work(stopping: AbortSignal): Promise<void> {
    const { db, timing } = this;
    const now = timing.now();
    await failStaleAttempts(db, new Date(now.getTime() - timing.heartbeatSeconds * 1000), now);
    const kinds = Object.keys(this.options.kinds);
    while (!stopping.aborted) {
      const id = await nextDueJob(db, kinds, timing.now());
      if (id === undefined) return;
      const row = await claimDueJob(db, id, this.#name, timing.now());
      const handler = row && this.options.kinds[row.kind];
      if (row === undefined || handler === undefined) continue;
      const fence = { id, runner: this.#name, attempt: row.attempts };
      await runAttempt(
        db,
        fence,
        { handler, payload: JSON.parse(row.payload) as unknown },
        {
          ...timing,
          stopping,
        },
      );
    }
  }
}
