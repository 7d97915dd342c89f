import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobWorker } from '../../../server/src/jobs/job-queue.ts';
import { testDialect } from '../support/test-database.ts';
import { kill, openTestQueue, startWorkerProcess, waitFor } from './job-test-queue.ts';

describe('durable jobs across processes', () => {
  let test: Awaited<ReturnType<typeof openTestQueue>>;
  let children: ChildProcess[];
  let worker: JobWorker | undefined;
  let runsFile: string;

  beforeEach(async () => {
    test = await openTestQueue();
    children = [];
    worker = undefined;
    runsFile = join(mkdtempSync(join(tmpdir(), 'cl-jobs-')), 'runs.log');
    writeFileSync(runsFile, '');
  });
  afterEach(async () => {
    await Promise.all(children.map(kill));
    await worker?.stop();
    await test.close();
  });

  it('finishes in another worker a job whose worker was killed mid-job', async () => {
    const doomed = await startWorkerProcess(test.place, runsFile);
    children.push(doomed);
    const id = await test.queue.enqueue('hang', {}, { retryDelaySeconds: 1 });
    await waitFor(async () => ((await test.queue.get(id))?.progress === 0.1 ? true : undefined), 'the job to run');
    await kill(doomed);
    worker = await test.queue.startWorker({ kinds: { hang: () => Promise.resolve('finished here') } });
    const done = await waitFor(async () => {
      const job = await test.queue.get(id);
      return job?.state === 'done' ? job : undefined;
    }, 'another worker to finish it');
    expect(done).toMatchObject({ attempts: 2, result: 'finished here' });
  });

  it.runIf(testDialect === 'postgres')('lets two worker processes take different jobs, each exactly once', async () => {
    children.push(await startWorkerProcess(test.place, runsFile), await startWorkerProcess(test.place, runsFile));
    const count = 8;
    const ids: number[] = [];
    for (let n = 0; n < count; n += 1) ids.push(await test.queue.enqueue('record', { n }));
    await waitFor(async () => {
      const done = await test.queue.list({ state: 'done' });
      return done.length === count ? true : undefined;
    }, 'every job to be done');
    const runs = readFileSync(runsFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' '));
    expect(runs.map(([n]) => Number(n)).sort((a, b) => a - b)).toEqual([...Array(count).keys()]);
    expect(new Set(runs.map(([, pid]) => pid)).size).toBe(2);
    for (const id of ids) expect((await test.queue.get(id))?.attempts).toBe(1);
  });
});
