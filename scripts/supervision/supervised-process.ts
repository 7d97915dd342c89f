import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { DEFAULT_RESTART_POLICY, decideRestart, type RestartHistory, type RestartPolicy } from './restart-policy.ts';

/** How to run one process under supervision. */
export interface SupervisionOptions {
  /** The name its log lines carry, e.g. `api-A` or `the site server`. */
  readonly name: string;
  /** Starts the process (again). */
  readonly start: () => ChildProcess;
  /** Called once, when the process has ended too often to be restarted again. */
  readonly onGiveUp: () => void;
  readonly policy?: RestartPolicy;
  /** Where the one line about each restart goes; default stderr. */
  readonly log?: (line: string) => void;
  readonly now?: () => number;
}

/** A process that is restarted when it ends on its own. */
export interface SupervisedProcess {
  readonly name: string;
  /** The process started last (it may have just ended, its restart pending). */
  current(): ChildProcess;
  /** Ends supervision: a restart still waiting is cancelled, and none follows. The process runs on. */
  stopRestarting(): void;
  /** Ends supervision, then the process: SIGTERM, and resolves once it has exited. */
  stop(): Promise<void>;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Starts a process and restarts it whenever it ends on its own, as restart-policy.ts decides,
 * logging one line per restart, until {@link SupervisedProcess.stop}. A restart waits a little
 * first; the line is logged when it happens, so a process ended by the same Ctrl-C that stops
 * its supervisor (a terminal signals the whole process group) is not announced as restarted.
 */
export function superviseProcess(options: SupervisionOptions): SupervisedProcess {
  const policy = options.policy ?? DEFAULT_RESTART_POLICY;
  const log = options.log ?? ((line: string) => console.error(line));
  const now = options.now ?? Date.now;
  let history: RestartHistory = [];
  let stopped = false;
  let pending: NodeJS.Timeout | undefined;
  const within = `within ${policy.windowMs / 1000} s`;
  let child = options.start();

  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    if (stopped) return;
    const how = signal === null ? `code ${String(code)}` : signal;
    const decision = decideRestart(policy, history, now());
    if (decision.action === 'give-up') {
      stopped = true;
      log(`${options.name} ended (${how}) after ${decision.recent} restarts ${within}: not restarting it.`);
      options.onGiveUp();
      return;
    }
    history = decision.history;
    pending = setTimeout(() => {
      pending = undefined;
      if (stopped) return;
      log(`${options.name} ended (${how}): restarting it (restart ${decision.recent} ${within}).`);
      child = options.start();
      child.once('exit', onExit);
    }, decision.delayMs);
  };
  child.once('exit', onExit);

  const stopRestarting = () => {
    stopped = true;
    clearTimeout(pending);
  };
  return {
    name: options.name,
    current: () => child,
    stopRestarting,
    async stop() {
      stopRestarting();
      if (!running(child)) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
