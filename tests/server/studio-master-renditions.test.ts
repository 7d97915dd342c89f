import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MASTER_MESSAGES,
  MASTER_UPLOADS_PATH,
  MasterWaveformSchema,
  STUDIO_PATHS,
} from '../../src/lib/studio/contract.ts';
import type { Master } from '../../src/lib/studio/masters.ts';
import { jobKindsFor } from '../../server/src/jobs/job-kinds.ts';
import type { JobWorker } from '../../server/src/jobs/job-queue.ts';
import { makeMedia, pictureInput, sineInput, useMediaFolder } from '../support/media-fixtures.ts';
import {
  closeMediaServer,
  madeMaster,
  masters,
  masterWhen,
  mediaServer,
  uploadMaster,
} from './support/master-requests.ts';
import { auditEntries } from './support/audit-requests.ts';
import { createStaff, expectStatus, studio } from './support/studio-requests.ts';
import { upload } from './support/tus-upload.ts';

/** The renditions of masters, made by durable jobs the upload starts, over real HTTP on SQLite and PostgreSQL. */
describe('renditions of masters', () => {
  const media = useMediaFolder();

  describe('made by the API’s worker', () => {
    let place: Awaited<ReturnType<typeof mediaServer>>;
    beforeAll(async () => {
      place = await mediaServer('worker');
    });
    afterAll(() => closeMediaServer(place));

    it('makes the two audio renditions and the waveform of a sound master, and says their loudness', async () => {
      const wav = await makeMedia(media(), 'night.wav', [...sineInput(3), '-c:a', 'pcm_s24le']);
      const master = await uploadMaster(place.server, place.staff, wav, 'Night music.wav');
      expect(master.job).toMatchObject({ state: expect.stringMatching(/queued|running|done/) as string });
      const made = await madeMaster(place.server, place.staff, master.id);
      expect(made.renditions).toMatch(
        /^Broadband at −1[78]\.\d LUFS, cellular at −\d+\.\d LUFS \(the master −\d+\.\d LUFS, range \d+\.\d LU\); waveform$/,
      );
      const folder = join(place.mediaRoot, 'masters', String(master.id));
      expect(readdirSync(folder).sort()).toEqual(['broadband.m4a', 'cellular.m4a', 'peaks.json']);
      const peaks = JSON.parse(readFileSync(join(folder, 'peaks.json'), 'utf8')) as {
        peaks: number[];
        durationMs: number;
      };
      expect(peaks.peaks).toHaveLength(60);
      expect(Math.abs(peaks.durationMs - 3000)).toBeLessThan(50);
      // Nothing of the work is left beside them; the master's file is kept (KEEP_MASTERS is on by default).
      expect(readdirSync(join(place.mediaRoot, 'masters'))).toEqual([String(master.id)]);
      expect(existsSync(join(place.uploadDir, master.upload_id))).toBe(true);
      expect(made.file_removed_at).toBeNull();
      // The studio's waveform: the peaks, and a signed link that plays the broadband rendition.
      const waveform = MasterWaveformSchema.parse(
        expectStatus(
          await studio(place.server, 'GET', STUDIO_PATHS.masterWaveform(master.id), { token: place.staff.token }),
          200,
        ),
      );
      expect(waveform).toMatchObject({ peaks_per_second: 20, peaks: peaks.peaks, duration_ms: peaks.durationMs });
      expect(waveform.audio).toMatch(
        new RegExp(`^${place.server.url}/media/s/\\d+/[\\w-]+/masters/${master.id}/broadband\\.m4a$`),
      );
      const sound = await fetch(waveform.audio, { headers: { range: 'bytes=0-7' } });
      expect(sound.status).toBe(206);
      expect(
        Buffer.from(await sound.arrayBuffer())
          .subarray(4, 8)
          .toString(),
      ).toBe('ftyp');
    });

    it('makes the HLS ladder, the poster, the thumbnail and the sound’s renditions of a video master', async () => {
      const video = await makeMedia(media(), 'camera.mp4', [
        ...pictureInput(2, 640, 360),
        ...sineInput(2),
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
      ]);
      const master = await uploadMaster(place.server, place.staff, video, 'Camera 1.mp4');
      const made = await masterWhen(place.server, place.staff, master.id, 'the ladder', (m) => m.job?.state === 'done');
      expect(made.renditions).toMatch(/^HLS 360p, poster and thumbnail; sound broadband at −1[78]\.\d LUFS, /);
      const files = readdirSync(join(place.mediaRoot, 'masters', String(master.id)));
      expect(files).toEqual(
        expect.arrayContaining([
          ...['index.m3u8', '360p.m3u8', 'poster.jpg', 'thumbnail.jpg'],
          ...['broadband.m4a', 'cellular.m4a', 'peaks.json'],
        ]),
      );
      expect(files.some((file) => file.startsWith('.'))).toBe(false);
    });
  });

  describe('followed, cancelled and retried from the studio', () => {
    let place: Awaited<ReturnType<typeof mediaServer>>;
    let worker: JobWorker | undefined;
    beforeAll(async () => {
      place = await mediaServer('queue only');
    });
    afterAll(async () => {
      await worker?.stop();
      await closeMediaServer(place);
    });
    const post = (path: string) => studio(place.server, 'POST', path, { token: place.staff.token });

    it('cancels a queued job, makes the renditions again with a new one, and says why each refusal', async () => {
      const wav = await makeMedia(media(), 'queued.wav', sineInput(1));
      const master = await uploadMaster(place.server, place.staff, wav, 'Queued.wav');
      expect(master.job).toMatchObject({ state: 'queued', attempts: 0 });
      expect(await post(STUDIO_PATHS.retryRenditions(master.id))).toMatchObject({
        status: 409,
        body: { detail: MASTER_MESSAGES.notEnded },
      });
      const cancelled = expectStatus(await post(STUDIO_PATHS.cancelRenditions(master.id)), 200) as Master;
      expect(cancelled.job).toMatchObject({ id: master.job?.id, state: 'cancelled' });
      expect(await post(STUDIO_PATHS.cancelRenditions(master.id))).toMatchObject({
        status: 409,
        body: { detail: MASTER_MESSAGES.notRunning },
      });
      const retried = expectStatus(await post(STUDIO_PATHS.retryRenditions(master.id)), 200) as Master;
      expect(retried.job).toMatchObject({ state: 'queued', attempts: 0 });
      expect(retried.job?.id).not.toBe(master.job?.id);
      expect(
        await studio(place.server, 'GET', STUDIO_PATHS.masterWaveform(master.id), { token: place.staff.token }),
      ).toMatchObject({ status: 409, body: { detail: MASTER_MESSAGES.noWaveform } });
      expect(await post(STUDIO_PATHS.retryRenditions(999_999))).toMatchObject({ status: 404 });
      // The cancel and the retry are logged, newest first, each with the job before and after; the refusals not.
      const admin = await createStaff(place.server, 'admin@example.org', 'admin');
      const log = await auditEntries(place.server, admin, { entity_type: 'master', record_id: master.id });
      expect(log.map((entry) => [entry.action, entry.staff_id])).toEqual([
        ['retry', place.staff.staff.id],
        ['cancel', place.staff.staff.id],
        ['upload', place.staff.staff.id],
      ]);
      expect(log[0]?.changes).toEqual({
        job: { before: master.job?.id, after: retried.job?.id },
        job_state: { before: 'cancelled', after: 'queued' },
      });
      expect(log[1]?.changes).toMatchObject({ job_state: { before: 'queued', after: 'cancelled' } });
    });

    it('says why an attempt failed and when the next one starts', async () => {
      const wav = await makeMedia(media(), 'lost.wav', sineInput(1));
      const master = await uploadMaster(place.server, place.staff, wav, 'Lost.wav');
      // The master's file goes missing (a disk swapped by mistake) before a worker takes the job.
      rmSync(join(place.uploadDir, master.upload_id));
      const { db, config } = place.server;
      worker = await place.server.jobs?.queue.startWorker({
        kinds: jobKindsFor(db, config.mediaPlaces),
      });
      const failed = await masterWhen(
        place.server,
        place.staff,
        master.id,
        'a failed attempt',
        (m) => m.job?.error != null,
      );
      expect(failed.job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(failed.job?.error).toBe('The file of “Lost.wav” is not in the upload folder any more: upload it again.');
      expect(existsSync(join(place.mediaRoot, 'masters', String(master.id)))).toBe(false);
      expectStatus(await post(STUDIO_PATHS.cancelRenditions(master.id)), 200);
    });

    it('makes no renditions of a refused master', async () => {
      const picture = await makeMedia(media(), 'still.png', [...pictureInput(0.04, 64, 36), '-frames:v', '1']);
      const outcome = await upload(
        `${place.server.url}${MASTER_UPLOADS_PATH}`,
        place.staff.token,
        readFileSync(picture),
        'Still.wav',
      );
      expect(outcome).toMatchObject({ status: 422 });
      const [refused] = await masters(place.server, place.staff);
      expect(refused).toMatchObject({ filename: 'Still.wav', state: 'refused', job: null });
      expect(await post(STUDIO_PATHS.retryRenditions(refused?.id ?? 0))).toMatchObject({
        status: 409,
        body: { detail: MASTER_MESSAGES.refused },
      });
    });
  });
});
