import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../context.ts';
import { PollLoop } from '../poll-loop.ts';
import { queueDueSchedules } from './due-schedules.ts';
import { claimNextPublish, failStalePublishes, readLatestDone } from './publish-rows.ts';
import { HEARTBEAT_MS, runPublish } from './publish-runner.ts';
import type { Publisher } from './publisher.ts';
import type { SitePipeline } from './site-pipeline.ts';

/** How long a running publish may go without a heartbeat before another instance calls it stopped. */
export const STALE_AFTER_MS = 12 * HEARTBEAT_MS;

export interface PublishWorkerOptions {
  pipeline: SitePipeline;
  /** How often each instance looks for queued publishes and for schedules that are due. */
  pollMs?: number;
  log: { error(message: string): void };
}

/**
 * Runs queued publishes, one at a time across every API instance on the database: each instance
 * polls, and the database lets one claim win (publish-rows.ts). Each look also turns the schedules
 * that are due into a publish (due-schedules.ts), so a schedule is carried out within a poll of
 * its time, with no timer outside the API. A publish whose instance stopped
 * is failed by the next instance that looks, once its heartbeat is {@link STALE_AFTER_MS} old.
 */
export class PublishWorker implements Publisher {
  readonly #ctx: AppContext;
  readonly #options: PublishWorkerOptions;
  readonly #name = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly #loop: PollLoop;

  constructor(ctx: AppContext, options: PublishWorkerOptions) {
    this.#ctx = ctx;
    this.#options = options;
    this.#loop = new PollLoop(
      (stopping) => this.#work(stopping),
      (error) => options.log.error(`Publishing: ${String(error)}`),
    );
  }

  /** Starts polling. */
  start(): void {
    this.#loop.start(this.#options.pollMs ?? 2_000);
  }

  kick(): void {
    this.#loop.kick();
  }

  /** Waits for what is under way now (tests). */
  settled(): Promise<void> {
    return this.#loop.settled();
  }

  /** Stops polling and the pipeline of a running publish, which is failed; the target keeps its build. */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /** Claims and runs queued publishes until none is left (or another instance runs one). */
  async #work(stopping: AbortSignal): Promise<void> {
    const { db, clock } = this.#ctx;
    await failStalePublishes(db, new Date(clock.now().getTime() - STALE_AFTER_MS), clock.now());
    await queueDueSchedules(this.#ctx);
    for (;;) {
      if (stopping.aborted) return;
      const row = await claimNextPublish(db, this.#name, clock.now());
      if (row === undefined) return;
      const pagesExpected = (await readLatestDone(db))?.pages ?? null;
      await runPublish(this.#ctx, row, {
        pipeline: this.#options.pipeline,
        signal: stopping,
        pagesExpected,
      });
    }
  }
}
