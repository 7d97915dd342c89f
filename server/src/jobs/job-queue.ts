import type { JobState, RetryPolicy } from './job-state.ts';

/** What a running handler is given besides its payload. */
export interface JobContext {
  /**
   * Aborted when the job is cancelled (also from another process), when its worker stops, or when
   * its claim was lost; the handler stops its work and rejects soon after.
   */
  signal: AbortSignal;
  /** Records how far it is: a fraction from 0 to 1, and the seconds it expects to take still (if known). */
  reportProgress: (fraction: number, secondsLeft?: number | null) => void;
}

/** Runs one kind of job; what it answers (JSON) is kept as the job's result. A throw fails the attempt. */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

/** The handlers a worker runs, by kind (letters, digits and hyphens). */
export type JobKinds = Readonly<Record<string, JobHandler>>;

/** A job as the studio sees it. */
export interface JobView {
  id: number;
  kind: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  retryLimit: number;
  /** A fraction from 0 to 1; null before the first report. */
  progress: number | null;
  secondsLeft: number | null;
  /** The sentence that says why the last attempt failed. */
  error: string | null;
  result: unknown;
  cancelRequested: boolean;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** When a queued job may run next. */
  runAfter: string;
}

/** How often, and after how long, a job is tried again; unset parts take {@link DEFAULT_RETRY}'s. */
export type EnqueueOptions = Partial<RetryPolicy>;

/** What a worker is told to run. */
export interface WorkerOptions {
  kinds: JobKinds;
  /** Where it says what went wrong outside any job (a lost database connection, say). */
  log?: { error(message: string): void };
}

/** A worker taking jobs. */
export interface JobWorker {
  /** Takes no more jobs, aborts the running ones (their attempts count as failed, so they are retried) and waits for them. */
  stop(): Promise<void>;
}

/**
 * Durable jobs: queued in the database, run by workers in this process or in others, retried with
 * backoff, reporting progress, cancellable. One interface over two dispatchers: the embedded runner
 * (SQLite, one process) and pg-boss (PostgreSQL, any number of workers); a handler never knows which.
 */
export interface JobQueue {
  /** Queues a job; answers its id. */
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<number>;
  /**
   * Cancels a job: a queued one at once, a running one when its worker next checks (within a couple
   * of seconds, wherever it runs). False when it had already ended (or there is none of that id).
   */
  cancel(id: number): Promise<boolean>;
  get(id: number): Promise<JobView | undefined>;
  /** The newest jobs first, of one state when asked. */
  list(options?: { state?: JobState; limit?: number }): Promise<JobView[]>;
  startWorker(options: WorkerOptions): Promise<JobWorker>;
  /** Stops every worker it started and lets go of its connections (not of the database it was given). */
  close(): Promise<void>;
}
