import type { Database } from '../db/database.ts';
import type { JobHandler } from './job-queue.ts';
import { beat, failAttempt, finishJob, type AttemptFence } from './job-rows.ts';
import type { JobState } from './job-state.ts';

/** How an attempt ended: the state it left the job in, or 'lost' when the job was no longer its worker's. */
export type AttemptOutcome = JobState | 'lost';

/** Why a handler's signal was aborted. */
export class JobCancelledError extends Error {
  constructor() {
    super('The job was cancelled.');
    this.name = 'JobCancelledError';
  }
}

/** The attempt's worker stopped (a shutdown); the attempt counts as failed, so the job is retried. */
export const WORKER_SHUTDOWN = 'The worker running this job shut down before it ended; it is tried again.';

/** One line, at most 300 characters, that says why an attempt failed. */
export function errorSentence(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]?.trim() ?? '';
  if (line === '') return 'The job failed without saying why.';
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

export interface AttemptOptions {
  /** How often the attempt says it is alive, records its progress and looks for a cancel. */
  checkMs: number;
  /** Aborted when the worker stops, or (pg-boss) when it lost the job's claim. */
  stopping: AbortSignal;
  /** Aborted when the dispatcher says the attempt is no longer this worker's. */
  lost?: AbortSignal;
  now: () => Date;
}

/**
 * Runs one claimed attempt: the handler gets a signal and a progress reporter; every `checkMs`
 * the row gets a heartbeat and the last progress, and a cancel asked for (by any process) aborts
 * the signal. The outcome is written through the pure transitions, fenced by the attempt.
 */
export async function runAttempt(
  db: Database,
  fence: AttemptFence,
  job: { handler: JobHandler; payload: unknown },
  options: AttemptOptions,
): Promise<AttemptOutcome> {
  const cancel = new AbortController();
  const signals = [cancel.signal, options.stopping, ...(options.lost ? [options.lost] : [])];
  const progress = { fraction: null as number | null, secondsLeft: null as number | null };
  const claim = { lost: false };
  let checking: Promise<void> = Promise.resolve();
  const check = async () => {
    const seen = await beat(db, fence, progress, options.now());
    if (seen === undefined) claim.lost = true;
    if (seen === undefined || seen.cancelRequested) cancel.abort(new JobCancelledError());
  };
  const timer = setInterval(() => {
    checking = checking.then(check).catch(() => undefined);
  }, options.checkMs);
  let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
  try {
    const result = await job.handler(job.payload, {
      signal: AbortSignal.any(signals),
      reportProgress: (fraction, secondsLeft) => {
        progress.fraction = Math.min(1, Math.max(0, fraction));
        progress.secondsLeft = secondsLeft == null ? null : Math.max(0, Math.round(secondsLeft));
      },
    });
    outcome = { ok: true, result };
  } catch (error) {
    outcome = { ok: false, error };
  } finally {
    clearInterval(timer);
    await checking;
  }
  return settle(db, fence, outcome, {
    stopping: options.stopping,
    now: options.now,
    lost: claim.lost || options.lost?.aborted === true,
    cancel: cancel.signal,
  });
}

async function settle(
  db: Database,
  fence: AttemptFence,
  outcome: { ok: true; result: unknown } | { ok: false; error: unknown },
  how: { lost: boolean; cancel: AbortSignal; stopping: AbortSignal; now: () => Date },
): Promise<AttemptOutcome> {
  if (how.lost) return 'lost';
  const at = how.now();
  if (how.cancel.aborted) return (await failAttempt(db, fence, { type: 'cancelled' }, at)) ?? 'lost';
  if (outcome.ok) return (await finishJob(db, fence, outcome.result, at)) ? 'done' : 'lost';
  const error = how.stopping.aborted ? WORKER_SHUTDOWN : errorSentence(outcome.error);
  return (await failAttempt(db, fence, { type: 'fail', error, at: at.getTime() }, at)) ?? 'lost';
}
