import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AfterAnswer } from '../../../../server/src/http/after-answer.ts';

/** A logger that keeps what is logged at error level. */
function recordingLog(): { log: FastifyBaseLogger; errors: unknown[][] } {
  const errors: unknown[][] = [];
  const ignore = () => undefined;
  const log = {
    level: 'info',
    error: (...args: unknown[]) => errors.push(args),
    warn: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    fatal: ignore,
    silent: ignore,
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

describe('work left for after the answer', () => {
  it('starts only on a later turn of the event loop, never within the task that queues it', async () => {
    const steps: string[] = [];
    const later = new AfterAnswer(recordingLog().log);
    later.run('failed', () => {
      steps.push('work');
      return Promise.resolve();
    });
    steps.push('answer');
    await Promise.resolve();
    steps.push('microtasks done');
    await later.drain();
    expect(steps).toEqual(['answer', 'microtasks done', 'work']);
  });

  it('logs a failure with its message instead of rejecting, and goes on with other work', async () => {
    const { log, errors } = recordingLog();
    const later = new AfterAnswer(log);
    const done: string[] = [];
    later.run('could not mail a sign-in link', () => Promise.reject(new Error('SMTP is down')));
    later.run('fine', () => {
      done.push('second');
      return Promise.resolve();
    });
    await later.drain();
    expect(done).toEqual(['second']);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[1]).toBe('could not mail a sign-in link');
    expect((errors[0]?.[0] as { err: Error }).err.message).toBe('SMTP is down');
  });

  it('drains work queued by work, and starts work when the given schedule says', async () => {
    const held: Array<() => void> = [];
    const later = new AfterAnswer(recordingLog().log, (start) => held.push(start));
    const done: string[] = [];
    later.run('outer', () => {
      later.run('inner', () => {
        done.push('inner');
        return Promise.resolve();
      });
      done.push('outer');
      return Promise.resolve();
    });
    expect(held).toHaveLength(1);
    held.shift()?.();
    const drained = later.drain().then(() => done.push('drained'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toEqual(['outer']);
    held.shift()?.();
    await drained;
    expect(done).toEqual(['outer', 'inner', 'drained']);
  });
});
