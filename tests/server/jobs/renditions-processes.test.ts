import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobKindsFor } from '../../../server/src/jobs/job-kinds.ts';
import type { JobWorker } from '../../../server/src/jobs/job-queue.ts';
import { probeMaster } from '../../../server/src/media/processing/probe-master.ts';
import { RENDITIONS_JOB, type MediaPlaces } from '../../../server/src/media/renditions/renditions-job.ts';
import { attachJob, readMaster, recordMaster } from '../../../server/src/media/uploads/master-rows.ts';
import { makeMedia, pictureInput, sineInput, useMediaFolder } from '../../support/media-fixtures.ts';
import { kill, openTestQueue, startWorkerProcess, waitFor } from './job-test-queue.ts';

/** A master's renditions when the worker making them is killed: another worker makes them whole. */
describe('renditions whose worker was killed', () => {
  const media = useMediaFolder();
  let test: Awaited<ReturnType<typeof openTestQueue>>;
  let places: MediaPlaces;
  let children: ChildProcess[];
  let worker: JobWorker | undefined;

  beforeEach(async () => {
    test = await openTestQueue();
    places = {
      uploadDir: mkdtempSync(join(tmpdir(), 'cl-uploads-')),
      storage: { root: mkdtempSync(join(tmpdir(), 'cl-renditions-')) },
      keepMasters: true,
    };
    children = [];
    worker = undefined;
  });
  afterEach(async () => {
    await Promise.all(children.map(kill));
    await worker?.stop();
    await test.close();
    rmSync(places.uploadDir, { recursive: true, force: true });
    rmSync(places.storage.root, { recursive: true, force: true });
  });

  /** A camera file recorded as the upload records it, with its renditions' job queued; answers the ids. */
  async function cameraMaster(): Promise<{ masterId: number; jobId: number }> {
    const camera = await makeMedia(media(), 'camera.mp4', [
      ...pictureInput(12, 1280, 720),
      ...sineInput(12),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ]);
    await copyFile(camera, join(places.uploadDir, 'upload-1'));
    const masterId = await recordMaster(test.db, {
      uploadId: 'upload-1',
      filename: 'Camera.mp4',
      kind: 'video',
      bytes: statSync(camera).size,
      sha256: '0'.repeat(64),
      staffId: null,
      at: new Date(),
      facts: await probeMaster(camera),
    });
    const jobId = await test.queue.enqueue(RENDITIONS_JOB, { masterId }, { retryDelaySeconds: 1 });
    await attachJob(test.db, masterId, jobId);
    return { masterId, jobId };
  }

  it('finishes them in another worker, and leaves nothing of the killed attempt behind', async () => {
    const runsFile = join(media(), 'runs.log');
    writeFileSync(runsFile, '');
    const doomed = await startWorkerProcess(test.place, runsFile, places);
    children.push(doomed);
    const { masterId, jobId } = await cameraMaster();
    await waitFor(async () => {
      const job = await test.queue.get(jobId);
      return job?.state === 'running' && (job.progress ?? 0) > 0 ? true : undefined;
    }, 'the renditions to be under way');
    await kill(doomed);
    // The killed attempt's half-made files, in their hidden staging folder beside the renditions' own.
    expect(readdirSync(join(places.storage.root, 'masters')).filter((name) => name.startsWith('.'))).not.toEqual([]);

    worker = await test.queue.startWorker({ kinds: jobKindsFor(test.db, places) });
    const done = await waitFor(
      async () => {
        const job = await test.queue.get(jobId);
        return job?.state === 'done' ? job : undefined;
      },
      'another worker to make them',
      150_000,
    );
    expect(done.attempts).toBe(2);
    const master = await readMaster(test.db, masterId);
    expect(master?.folder).toBe(`masters/${masterId}`);
    expect(readdirSync(join(places.storage.root, 'masters'))).toEqual([String(masterId)]);
    expect(readdirSync(join(places.storage.root, 'masters', String(masterId)))).toEqual(
      expect.arrayContaining(['index.m3u8', 'broadband.m4a', 'cellular.m4a', 'peaks.json', 'poster.jpg']),
    );
  });
});
