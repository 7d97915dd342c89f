import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Starts one process of the local stack (an API instance or Caddy) with its output prefixed by
 * `[name]`, so the instances' logs stay apart.
 */
export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
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
  return child;
}

/**
 * Waits until `url` answers 200, for up to `timeoutMs`. A process behind it that ends meanwhile is
 * restarted by its supervisor, which stops the stack itself if it keeps ending.
 */
export async function waitForOk(url: string, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} (${name}) did not answer 200 within ${timeoutMs / 1000} s.`);
}
