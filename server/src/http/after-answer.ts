import type { FastifyBaseLogger } from 'fastify';

/** Starts work queued after an answer: called with the function that starts it. */
export type ScheduleAfterAnswer = (start: () => void) => void;

/**
 * Work a route leaves for after its answer: looking an email up, writing an emailed token,
 * sending the mail. Whether an account exists then changes nothing in the answer, not even its
 * timing, and a slow SMTP server delays no one. Each piece starts once the answer in hand has
 * been handed to the socket (on the event loop's next turn), runs on its own, and has its
 * failure logged: it never becomes an unhandled rejection. `drain` waits for everything still
 * under way (the server calls it when it closes).
 */
export class AfterAnswer {
  readonly #log: FastifyBaseLogger;
  readonly #schedule: ScheduleAfterAnswer;
  readonly #pending = new Set<Promise<void>>();

  /** `schedule` starts queued work; by default on the event loop's next turn (setImmediate). */
  constructor(log: FastifyBaseLogger, schedule: ScheduleAfterAnswer = (start) => setImmediate(start)) {
    this.#log = log;
    this.#schedule = schedule;
  }

  /** Queues `work`; never throws. `failure` is the message logged if the work fails. */
  run(failure: string, work: () => Promise<void>): void {
    const job: Promise<void> = new Promise<void>((resolve) => this.#schedule(resolve))
      .then(work)
      .catch((error: unknown) => this.#log.error({ err: error }, failure))
      .finally(() => this.#pending.delete(job));
    this.#pending.add(job);
  }

  /** Resolves once nothing is under way, including work queued by work that was. */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
