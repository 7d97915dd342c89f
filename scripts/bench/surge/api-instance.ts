import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_NODE_FLAGS } from '../../../server/src/node-flags.ts';

/** A running API: the real `server/src/main.ts` in a process of its own. */
export interface ApiInstance {
  name: string;
  port: number;
  origin: string;
  /** The process id: a process that was spawned has one. */
  pid: number;
  process: ChildProcess;
}

/** The API did not answer /health in time, or left early. */
export class ApiStartError extends Error {
  constructor(name: string, options?: ErrorOptions) {
    super(`The API instance ${name} did not start.`, options);
    this.name = 'ApiStartError';
  }
}

/**
 * Starts `server/src/main.ts` on `port` with `env` over the bench's environment, with the flags
 * `npm run api` uses (and `extraFlags`, e.g. --cpu-prof), and waits for /health.
 */
export async function startApi(
  name: string,
  port: number,
  env: Record<string, string>,
  extraFlags: readonly string[] = [],
): Promise<ApiInstance> {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, ...extraFlags, resolve('server/src/main.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
  });
  const { pid } = child;
  // Without a pid the process could not be spawned (its 'error' event says why): nothing will answer.
  if (pid === undefined) throw new ApiStartError(name);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480 && child.exitCode === null; i++) {
    if (
      await fetch(`${origin}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { name, port, origin, pid, process: child };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new ApiStartError(name);
}

/** Stops an instance with SIGTERM (so a --cpu-prof profile is written) and waits for it to exit. */
export async function stopApi(api: ApiInstance): Promise<void> {
  if (api.process.exitCode !== null || api.process.signalCode !== null) return;
  const exited = new Promise((resolve) => api.process.once('exit', resolve));
  api.process.kill('SIGTERM');
  const timer = setTimeout(() => api.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Peak resident memory of the instance since start or the last reset, in MB (VmHWM). */
export function peakRssMb(api: ApiInstance): number {
  const status = readFileSync(`/proc/${api.pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * Restarts the peak-RSS count from the current resident memory (Linux: writing 5 to clear_refs),
 * so that the peak describes the surge and not the sign-ins before it (argon2 takes 19 MiB each).
 * Answers false where the kernel does not allow it; the peak then covers the whole run.
 */
export function resetPeakRss(api: ApiInstance): boolean {
  try {
    writeFileSync(`/proc/${api.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
