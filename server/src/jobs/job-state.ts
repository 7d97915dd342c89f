/** Where a job is: waiting (perhaps for its next attempt), being run, or ended one of three ways. */
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** The states a job never leaves. */
export const ENDED_STATES: readonly JobState[] = ['done', 'failed', 'cancelled'];

/** How often a job is tried again after a failed attempt, and how long it waits before each. */
export interface RetryPolicy {
  /** Attempts after the first; 0 runs a job once. */
  retryLimit: number;
  /** The wait before the first retry, in seconds; each later one waits twice the one before. */
  retryDelaySeconds: number;
  /** The longest wait, in seconds. */
  retryDelayMaxSeconds: number;
}

/** What a job that has not asked for anything else gets: three attempts, 30 s then 60 s apart. */
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 2, retryDelaySeconds: 30, retryDelayMaxSeconds: 600 };

/**
 * The wait before the attempt after `attempts` failed ones: the delay doubled for each failure
 * after the first, up to the most. pg-boss computes its own, with jitter, from the same three numbers.
 */
export function backoffSeconds(policy: RetryPolicy, attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.retryDelayMaxSeconds, policy.retryDelaySeconds * 2 ** doublings);
}

/** The part of a job the transitions read and write. */
export interface JobStatus {
  state: JobState;
  /** Attempts started, the running one included. */
  attempts: number;
  /** Staff asked to cancel it while it ran; its worker ends it at its next check. */
  cancelRequested: boolean;
  /** When a queued job may run, in ms since the epoch. */
  runAfter: number;
  /** The sentence that says why its last attempt failed; null while none has. */
  error: string | null;
}

/** What can happen to a job. */
export type JobEvent =
  | { type: 'claim'; at: number }
  | { type: 'succeed' }
  | { type: 'fail'; error: string; at: number }
  | { type: 'cancel' }
  | { type: 'cancelled' };

/**
 * The next status of a job after an event; the same status when the event does not apply in its
 * state (a claim of a running job, a cancel of an ended one). A failed attempt queues the job
 * again after its backoff while it has retries left, and fails it for good after the last one; a
 * cancel ends a queued job at once and asks a running one's worker to stop it, which then never
 * retries it. An attempt whose worker died counts as a failed one: its retries are what bring it back.
 */
export function nextStatus(job: JobStatus, policy: RetryPolicy, event: JobEvent): JobStatus {
  switch (event.type) {
    case 'claim':
      if (job.state !== 'queued' || event.at < job.runAfter) return job;
      return { ...job, state: 'running', attempts: job.attempts + 1 };
    case 'succeed':
      return job.state === 'running' ? { ...job, state: 'done', error: null } : job;
    case 'fail':
      if (job.state !== 'running') return job;
      if (job.cancelRequested) return { ...job, state: 'cancelled', error: event.error };
      if (job.attempts > policy.retryLimit) return { ...job, state: 'failed', error: event.error };
      return {
        ...job,
        state: 'queued',
        error: event.error,
        runAfter: event.at + backoffSeconds(policy, job.attempts) * 1000,
      };
    case 'cancel':
      if (job.state === 'queued') return { ...job, state: 'cancelled' };
      return job.state === 'running' ? { ...job, cancelRequested: true } : job;
    case 'cancelled':
      return job.state === 'running' && job.cancelRequested ? { ...job, state: 'cancelled' } : job;
  }
}
