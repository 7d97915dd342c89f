import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestartPolicy } from '../../../../scripts/supervision/restart-policy.ts';
import { superviseProcess, type SupervisedProcess } from '../../../../scripts/supervision/supervised-process.ts';

/** Real child processes: one that runs until it is killed, one that ends at once with code 3. */
const LONG_LIVED = 'setInterval(() => {}, 1000)';
const FAILING = 'process.exit(3)';
const quick: RestartPolicy = { initialDelayMs: 20, maxDelayMs: 100, maxRestarts: 3, windowMs: 60_000 };

let supervised: SupervisedProcess | undefined;
afterEach(async () => {
  await supervised?.stop();
  supervised = undefined;
});

function supervise(script: string, policy: RestartPolicy) {
  const started: ChildProcess[] = [];
  const lines: string[] = [];
  let gaveUp = false;
  supervised = superviseProcess({
    name: 'the test process',
    start: () => {
      const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
      started.push(child);
      return child;
    },
    onGiveUp: () => (gaveUp = true),
    policy,
    log: (line) => lines.push(line),
  });
  return { supervised, started, lines, gaveUp: () => gaveUp };
}

const alive = (child: ChildProcess | undefined) =>
  child?.pid !== undefined && child.exitCode === null && child.signalCode === null;

describe('superviseProcess', () => {
  it('restarts a process killed with SIGKILL, logging one line', async () => {
    const run = supervise(LONG_LIVED, quick);
    const first = run.supervised.current();
    await vi.waitFor(() => expect(alive(first)).toBe(true));
    first.kill('SIGKILL');
    await vi.waitFor(() => expect(run.started.length).toBe(2), { timeout: 10_000 });
    expect(run.supervised.current()).toBe(run.started[1]);
    await vi.waitFor(() => expect(alive(run.started[1])).toBe(true), { timeout: 10_000 });
    expect(run.lines).toEqual(['the test process ended (SIGKILL): restarting it (restart 1 within 60 s).']);
  });

  it('stops the process on stop() and does not start it again', async () => {
    const run = supervise(LONG_LIVED, quick);
    const first = run.supervised.current();
    await run.supervised.stop();
    expect(first.signalCode).toBe('SIGTERM');
    expect(run.started).toHaveLength(1);
    expect(run.lines).toEqual([]);
  });

  it('cancels a restart still waiting when stopped', async () => {
    const run = supervise(FAILING, { ...quick, initialDelayMs: 60_000, maxDelayMs: 60_000 });
    await once(run.supervised.current(), 'exit');
    await run.supervised.stop();
    expect(run.started).toHaveLength(1);
    expect(run.lines).toEqual([]);
  });

  it('leaves a process that ends after stopRestarting() ended', async () => {
    const run = supervise(LONG_LIVED, quick);
    run.supervised.stopRestarting();
    const first = run.supervised.current();
    const exited = once(first, 'exit');
    first.kill('SIGKILL');
    await exited;
    expect(run.started).toHaveLength(1);
    expect(run.lines).toEqual([]);
  });

  it('gives up on a process that keeps ending, after the restarts the policy allows', async () => {
    const run = supervise(FAILING, quick);
    await vi.waitFor(() => expect(run.gaveUp()).toBe(true), { timeout: 20_000 });
    expect(run.started).toHaveLength(4);
    expect(run.lines).toEqual([
      'the test process ended (code 3): restarting it (restart 1 within 60 s).',
      'the test process ended (code 3): restarting it (restart 2 within 60 s).',
      'the test process ended (code 3): restarting it (restart 3 within 60 s).',
      'the test process ended (code 3) after 3 restarts within 60 s: not restarting it.',
    ]);
  });
});
