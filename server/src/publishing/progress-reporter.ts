import type { Clock } from '../clock.ts';

/** How often, at most, a running publish's page count is written: the studio reads it about once a second. */
const PAGES_EVERY_MS = 1_000;

/**
 * Writes a running publish's progress: at once when asked (a new phase, the heartbeat), and for
 * the page count that moves hundreds of times a second, at most once a second, the last count
 * always written. A failed write is left to the next: progress is for the eye, the outcome is
 * written apart.
 */
export class ProgressReporter {
  readonly #write: (now: Date) => Promise<void>;
  readonly #clock: Clock;
  #pending: NodeJS.Timeout | undefined;

  constructor(write: (now: Date) => Promise<void>, clock: Clock) {
    this.#write = write;
    this.#clock = clock;
  }

  /** Writes the progress now. */
  now(): Promise<void> {
    clearTimeout(this.#pending);
    this.#pending = undefined;
    return this.#write(this.#clock.now()).catch(() => undefined);
  }

  /** Writes the progress within a second, once for however many calls. */
  soon(): void {
    this.#pending ??= setTimeout(() => {
      this.#pending = undefined;
      void this.now();
    }, PAGES_EVERY_MS);
    this.#pending.unref();
  }

  stop(): void {
    clearTimeout(this.#pending);
    this.#pending = undefined;
  }
}
