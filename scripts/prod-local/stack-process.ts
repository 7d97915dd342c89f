import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

/** One process of the local stack: an API instance or Caddy. */
export interface StackProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
}

/** Starts `command` with its output prefixed by `[name]`, so the instances' logs stay apart. */
export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): StackProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  }
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { name, child, exited };
}

/** SIGTERM, then waits for the exit (the API drains its requests for at most 10 s first). */
export async function stopProcess(stackProcess: StackProcess): Promise<void> {
  if (stackProcess.child.exitCode === null && stackProcess.child.signalCode === null)
    stackProcess.child.kill('SIGTERM');
  await stackProcess.exited;
}

/**
 * Waits until `url` answers 200, for up to `timeoutMs`; fails at once, with a clear message, when
 * the process behind it exits first.
 */
export async function waitForOk(url: string, stackProcess: StackProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stackProcess.child.exitCode !== null) throw new Error(`${stackProcess.name} exited before ${url} answered.`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} (${stackProcess.name}) did not answer 200 within ${timeoutMs / 1000} s.`);
}
