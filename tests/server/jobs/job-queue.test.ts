import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueue, JobWorker } from '../../../server/src/jobs/job-queue.ts';
import { openTestQueue, waitFor } from './job-test-queue.ts';

/** A promise and the function that settles it: a handler waits on a gate the test opens. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('durable jobs in one process', () => {
  let test: Awaited<ReturnType<typeof openTestQueue>>;
  let queue: JobQueue;
  let worker: JobWorker | undefined;

  beforeEach(async () => {
    test = await openTestQueue();
    queue = test.queue;
    worker = undefined;
  });
  afterEach(async () => {
    await worker?.stop();
    await test.close();
  });

  it('runs a queued job, records its progress, and keeps its result', async () => {
    const release = gate();
    worker = await queue.startWorker({
      kinds: {
        transcode: async (payload, { reportProgress }) => {
          reportProgress(0.5, 20);
          await release.opened;
          return { renditions: [(payload as { source: string }).source] };
        },
      },
    });
    const id = await queue.enqueue('transcode', { source: 'a01.wav' });
    const halfway = await waitFor(async () => {
      const job = await queue.get(id);
      return job?.progress === 0.5 ? job : undefined;
    }, 'the progress row');
    expect(halfway).toMatchObject({ state: 'running', attempts: 1, secondsLeft: 20, payload: { source: 'a01.wav' } });
    release.open();
    const done = await waitFor(async () => {
      const job = await queue.get(id);
      return job?.state === 'done' ? job : undefined;
    }, 'the job to be done');
    expect(done).toMatchObject({
      progress: 1,
      secondsLeft: 0,
      attempts: 1,
      error: null,
      result: { renditions: ['a01.wav'] },
    });
    expect(done.finishedAt).not.toBeNull();
    expect((await queue.list({ state: 'done' })).map((job) => job.id)).toEqual([id]);
  });

  it('retries a failing job with backoff, then fails it with the sentence of its last error', async () => {
    let calls = 0;
    worker = await queue.startWorker({
      kinds: {
        transcode: () => {
          calls += 1;
          return Promise.reject(new Error(`The source file is unreadable (attempt ${calls}).\n    at decode`));
        },
      },
    });
    const id = await queue.enqueue('transcode', {}, { retryLimit: 1, retryDelaySeconds: 1 });
    const failed = await waitFor(async () => {
      const job = await queue.get(id);
      return job?.state === 'failed' ? job : undefined;
    }, 'the job to fail');
    expect(failed).toMatchObject({ attempts: 2, error: 'The source file is unreadable (attempt 2).' });
    expect(calls).toBe(2);
  });

  it('cancels a running job: the handler sees the abort, and the job ends cancelled without a retry', async () => {
    let aborted = false;
    worker = await queue.startWorker({
      kinds: {
        transcode: async (_payload, { signal, reportProgress }) => {
          reportProgress(0.2, 60);
          await new Promise<void>((_resolve, reject) =>
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(signal.reason as Error);
            }),
          );
        },
      },
    });
    const id = await queue.enqueue('transcode', {}, { retryLimit: 3, retryDelaySeconds: 1 });
    await waitFor(async () => ((await queue.get(id))?.progress === 0.2 ? true : undefined), 'the job to run');
    expect(await queue.cancel(id)).toBe(true);
    const cancelled = await waitFor(async () => {
      const job = await queue.get(id);
      return job?.state === 'cancelled' ? job : undefined;
    }, 'the job to be cancelled');
    expect(aborted).toBe(true);
    expect(cancelled.attempts).toBe(1);
    expect(await queue.cancel(id)).toBe(false);
  });

  it('cancels a queued job before any worker takes it', async () => {
    const id = await queue.enqueue('transcode', {});
    expect(await queue.cancel(id)).toBe(true);
    let calls = 0;
    const marker = await queue.enqueue('transcode', { marker: true });
    worker = await queue.startWorker({
      kinds: {
        transcode: () => {
          calls += 1;
          return Promise.resolve();
        },
      },
    });
    // The worker takes jobs oldest first, so once the later job is done the cancelled one was passed over.
    await waitFor(async () => ((await queue.get(marker))?.state === 'done' ? true : undefined), 'the later job');
    expect(await queue.get(id)).toMatchObject({ state: 'cancelled', attempts: 0 });
    expect(calls).toBe(1);
  });

  it('retries the running job of a worker that stopped, in another worker', async () => {
    const first = await queue.startWorker({
      kinds: {
        transcode: (_payload, { signal }) =>
          new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped')))),
      },
    });
    const id = await queue.enqueue('transcode', {}, { retryDelaySeconds: 1 });
    await waitFor(async () => ((await queue.get(id))?.state === 'running' ? true : undefined), 'the first attempt');
    await first.stop();
    worker = await queue.startWorker({ kinds: { transcode: () => Promise.resolve('second') } });
    const done = await waitFor(async () => {
      const job = await queue.get(id);
      return job?.state === 'done' ? job : undefined;
    }, 'another worker to finish it');
    expect(done).toMatchObject({ attempts: 2, result: 'second' });
  });
});
