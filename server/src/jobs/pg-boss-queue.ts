import { randomUUID } from 'node:crypto';
import { PgBoss, type Job } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { EnqueueOptions, JobQueue, JobView, JobWorker, WorkerOptions } from './job-queue.ts';
import { cancelJob, claimAttempt, failStaleAttempts, insertJob, listJobs, readJob, viewOf } from './job-rows.ts';
import { DEFAULT_RETRY, type JobState } from './job-state.ts';
import { checkKind, type JobTiming, workerName } from './job-timing.ts';
import { runAttempt } from './run-attempt.ts';

/** What pg-boss carries for a job: ours is the row, so the studio reads the same table on both databases. */
interface Carried {
  jobId: number;
}

/** Where pg-boss runs: the production database's URL, and a schema of its own there. */
export interface PgBossPlace {
  url: string;
  /** pg-boss's schema; tests give each file one of its own. */
  schema: string;
}

/** A transcode may take hours; a job that outlives this is failed (and retried) whatever its heartbeats say. */
const EXPIRE_IN_SECONDS = 6 * 3600;

const queueName = (kind: string) => `media-jobs.${kind}`;

/**
 * The PostgreSQL dispatcher: pg-boss hands each attempt to exactly one worker (in any process, on
 * any machine), retries a failed one with backoff, and fails an attempt whose worker stopped
 * sending heartbeats (it died) so it is retried. The studio's rows (media_jobs) follow: every
 * attempt claims its row with pg-boss's attempt number, and writes through that fence.
 */
export class PgBossJobQueue implements JobQueue {
  readonly #db: Database;
  readonly #boss: PgBoss;
  readonly #timing: JobTiming;
  readonly #queues = new Set<string>();
  readonly #workers = new Set<PgBossWorker>();

  private constructor(db: Database, boss: PgBoss, timing: JobTiming) {
    this.#db = db;
    this.#boss = boss;
    this.#timing = timing;
  }

  /** Starts pg-boss (creating or migrating its schema) on `place`, beside the server's own tables on `db`. */
  static async open(
    db: Database,
    place: PgBossPlace,
    timing: JobTiming,
    log?: { error(message: string): void },
  ): Promise<PgBossJobQueue> {
    const boss = new PgBoss({
      connectionString: place.url,
      schema: place.schema,
      max: 4,
      schedule: false,
      // Its monitor fails attempts whose heartbeats stopped: it looks every `monitorIntervalSeconds`
      // (at most as often as it supervises), so both are a fraction of the heartbeat.
      superviseIntervalSeconds: Math.max(1, Math.round(timing.heartbeatSeconds / 5)),
      monitorIntervalSeconds: Math.max(1, Math.round(timing.heartbeatSeconds / 5)),
    });
    boss.on('error', (error) => log?.error(`Jobs (pg-boss): ${String(error)}`));
    await boss.start();
    return new PgBossJobQueue(db, boss, timing);
  }

  async #queue(kind: string): Promise<string> {
    checkKind(kind);
    const name = queueName(kind);
    if (!this.#queues.has(name)) {
      if ((await this.#boss.getQueue(name)) === null) await this.#boss.createQueue(name);
      this.#queues.add(name);
    }
    return name;
  }

  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
    const name = await this.#queue(kind);
    const policy = { ...DEFAULT_RETRY, ...options };
    const ref = randomUUID();
    const jobId = await insertJob(this.#db, { kind, payload, policy, queueRef: ref }, this.#timing.now());
    await this.#boss.send(name, { jobId } satisfies Carried, {
      id: ref,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: policy.retryDelayMaxSeconds,
      heartbeatSeconds: this.#timing.heartbeatSeconds,
      expireInSeconds: EXPIRE_IN_SECONDS,
    });
    return jobId;
  }

  async cancel(id: number): Promise<boolean> {
    const cancelled = await cancelJob(this.#db, id, this.#timing.now());
    // A queued job is taken off pg-boss's queue too; a running one ends as cancelled through its worker.
    if (cancelled?.took && cancelled.row.state === 'queued' && cancelled.row.queue_ref !== null)
      await this.#boss.cancel(queueName(cancelled.row.kind), cancelled.row.queue_ref);
    return cancelled?.took ?? false;
  }

  async get(id: number): Promise<JobView | undefined> {
    const row = await readJob(this.#db, id);
    return row && viewOf(row);
  }

  async list(options: { state?: JobState; limit?: number } = {}): Promise<JobView[]> {
    return (await listJobs(this.#db, options)).map(viewOf);
  }

  async startWorker(options: WorkerOptions): Promise<JobWorker> {
    const worker = new PgBossWorker(this.#db, this.#boss, this.#timing, options, () => this.#workers.delete(worker));
    this.#workers.add(worker);
    for (const kind of Object.keys(options.kinds)) await worker.work(await this.#queue(kind), kind);
    return worker;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#workers].map((worker) => worker.stop()));
    await this.#boss.stop({ graceful: false, close: true });
  }
}

/** One worker: a pg-boss `work()` per kind, each running one attempt at a time. */
class PgBossWorker implements JobWorker {
  readonly #name = workerName();
  readonly #stopping = new AbortController();
  readonly #running = new Set<Promise<unknown>>();
  readonly #works: { name: string; id: string }[] = [];
  readonly #sweeper: NodeJS.Timeout;
  readonly db: Database;
  readonly boss: PgBoss;
  readonly timing: JobTiming;
  readonly options: WorkerOptions;
  readonly onStop: () => void;

  constructor(db: Database, boss: PgBoss, timing: JobTiming, options: WorkerOptions, onStop: () => void) {
    this.db = db;
    this.boss = boss;
    this.timing = timing;
    this.options = options;
    this.onStop = onStop;
    // pg-boss retries an attempt whose worker died; the row of one that had no retry left is failed here.
    this.#sweeper = setInterval(() => {
      const now = timing.now();
      failStaleAttempts(db, new Date(now.getTime() - 2 * timing.heartbeatSeconds * 1000), now).catch((error: unknown) =>
        options.log?.error(`Jobs: ${String(error)}`),
      );
    }, timing.pollMs);
  }

  async work(name: string, kind: string): Promise<void> {
    const id = await this.boss.work<Carried>(
      name,
      { pollingIntervalSeconds: Math.max(0.5, this.timing.pollMs / 1000) },
      async ([job]) => {
        if (job === undefined) return;
        const running = this.#run(job, kind);
        this.#running.add(running);
        try {
          await running;
        } finally {
          this.#running.delete(running);
        }
      },
    );
    this.#works.push({ name, id });
  }

  /** Runs one attempt; a throw tells pg-boss to retry it (or fail it, after its last). */
  async #run(job: Job<Carried>, kind: string): Promise<void> {
    const handler = this.options.kinds[kind];
    const fence = { id: job.data.jobId, runner: this.#name, attempt: job.retryCount + 1 };
    const row = handler && (await claimAttempt(this.db, fence, this.timing.now()));
    // Ended while queued (cancelled): pg-boss's job is done with too.
    if (row === undefined || handler === undefined) return;
    const payload = JSON.parse(row.payload) as unknown;
    const outcome = await runAttempt(
      this.db,
      fence,
      { handler, payload },
      {
        ...this.timing,
        stopping: this.#stopping.signal,
        lost: job.signal,
      },
    );
    if (outcome === 'done' || outcome === 'cancelled') return;
    const ended = await readJob(this.db, fence.id);
    throw new Error(ended?.error ?? 'The attempt ended without its job.');
  }

  async stop(): Promise<void> {
    clearInterval(this.#sweeper);
    await Promise.all(this.#works.map(({ name, id }) => this.boss.offWork(name, { id, wait: false })));
    this.#stopping.abort();
    await Promise.allSettled([...this.#running]);
    this.onStop();
  }
}
