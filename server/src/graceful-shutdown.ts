/** What a graceful shutdown needs from the server. */
export interface ShutdownOptions {
  /** Stops accepting, lets in-flight requests finish, then releases the database and Redis. */
  close(): Promise<void>;
  /** Longest the drain may take before the process ends anyway. */
  timeoutMs: number;
  /** Where to say what happened: one line at the signal, one when the drain is cut short. */
  log: { info(message: string): void; error(message: string): void };
  /** Ends the process (process.exit unless given). */
  exit?: (code: number) => void;
}

/**
 * On SIGTERM (what a container runtime or systemd sends) or SIGINT (Ctrl-C): stop accepting
 * connections, finish the requests in flight, close the database and Redis, and exit 0. A drain
 * that outlasts `timeoutMs` (a client that stopped reading a large file, say) ends the process
 * with exit code 1, before the runtime's own kill (Docker's default 10 s grace; compose sets more).
 * A second signal while draining is ignored: the deadline already bounds the wait.
 */
export function installGracefulShutdown(options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log.info(`${signal}: draining in-flight requests (at most ${options.timeoutMs / 1000} s)`);
    const deadline = setTimeout(() => {
      options.log.error(`Requests still in flight after ${options.timeoutMs / 1000} s: exiting without them`);
      exit(1);
    }, options.timeoutMs);
    // The timer must not itself keep a drained process alive.
    deadline.unref();
    options.close().then(
      () => exit(0),
      (error: unknown) => {
        options.log.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
