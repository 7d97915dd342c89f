/**
 * A piece of work run every `pollMs` and whenever it is kicked, never twice at once: a kick while
 * it runs makes it run once more after. The publish worker and the embedded job runner poll the
 * database this way, and their routes kick them so a request is taken at once rather than at the
 * next poll.
 */
export class PollLoop {
  readonly #work: (stopping: AbortSignal) => Promise<void>;
  readonly #onError: (error: unknown) => void;
  readonly #stopping = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #working: Promise<void> | undefined;
  #again = false;

  constructor(work: (stopping: AbortSignal) => Promise<void>, onError: (error: unknown) => void) {
    this.#work = work;
    this.#onError = onError;
  }

  /** Aborted once {@link stop} is called: the work stops taking more. */
  get stopping(): AbortSignal {
    return this.#stopping.signal;
  }

  /**
   * Runs the work now, then every `pollMs`; the timer keeps the process alive only when asked (a
   * worker process that has nothing else to do).
   */
  start(pollMs: number, options: { keepAlive?: boolean } = {}): void {
    this.#timer ??= setInterval(() => this.kick(), pollMs);
    if (options.keepAlive !== true) this.#timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.#stopping.signal.aborted) return;
    if (this.#working !== undefined) {
      this.#again = true;
      return;
    }
    this.#working = this.#work(this.#stopping.signal)
      .catch(this.#onError)
      .finally(() => {
        this.#working = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Waits for the work under way, and for the run a kick meanwhile asked for. */
  async settled(): Promise<void> {
    while (this.#working !== undefined) await this.#working;
  }

  /** Stops polling, aborts {@link stopping} and waits for the work under way. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#stopping.abort();
    await this.settled();
  }
}
