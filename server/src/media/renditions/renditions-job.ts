import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { renditionsFolder } from '#lib/studio/masters.ts';
import type { Database } from '../../db/database.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { MediaTools } from '../processing/media-tools.ts';
import { removeLeftStaging } from '../processing/staging-folder.ts';
import { MASTER_PLAYLIST } from '../processing/video-ladder.ts';
import { mediaStoreOf, type MediaStorage } from '../../storage/media-storage.ts';
import { readMasterSource, recordRenditions, removeMasterFile } from '../uploads/master-rows.ts';
import { makeRenditions } from './make-renditions.ts';

const isFile = (path: string) =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

/** The kind of job that makes a master's renditions. */
export const RENDITIONS_JOB = 'master-renditions';

export const RenditionsPayloadSchema = z.object({ masterId: z.number().int().positive() });

/**
 * Where masters are read from and renditions written to: UPLOAD_DIR and MEDIA_ROOT, shared by every worker;
 * and whether a master's file stays once its renditions are made (KEEP_MASTERS).
 */
export interface MediaPlaces {
  uploadDir: string;
  /** Where renditions are made (MEDIA_ROOT) and kept once made: there, or in MEDIA_BUCKET. */
  storage: MediaStorage;
  keepMasters: boolean;
}

/**
 * The handler of `master-renditions` jobs: reads the master's file from UPLOAD_DIR (a part's, the span of
 * its source's) and what its probe read, makes its renditions into `masters/{id}` under MEDIA_ROOT with
 * progress, keeps them there or uploads them into MEDIA_BUCKET, and records them on the master. Cancelling (or a worker stopping) aborts ffmpeg; the parts not finished leave nothing behind,
 * and what an attempt killed outright left is removed by the next.
 */
export function renditionsHandler(db: Database, places: MediaPlaces, tools?: MediaTools): JobHandler {
  const store = mediaStoreOf(places.storage);
  return async (payload, { signal, reportProgress }) => {
    const { masterId } = RenditionsPayloadSchema.parse(payload);
    const master = await readMasterSource(db, masterId);
    if (master === undefined) throw new Error(`Master ${masterId} is not there any more.`);
    if (master.facts === null) throw new Error(`Master ${masterId} was refused: it has no renditions to make.`);
    const file = join(places.uploadDir, master.uploadId);
    if (!(await isFile(file)))
      throw new Error(`The file of “${master.filename}” is not in the upload folder any more: upload it again.`);
    const folder = renditionsFolder(masterId);
    const workFolder = store.workFolder(folder);
    // An attempt whose worker was killed left its half-made files; this attempt is the job's only one.
    await removeLeftStaging(workFolder);
    const made = await makeRenditions({ file, facts: master.facts, span: master.span }, workFolder, {
      signal,
      tools,
      onProgress: (progress) => reportProgress(progress.fraction, progress.secondsLeft),
    });
    // Kept (in a bucket, uploaded) before they are recorded: no reader is sent to half a folder.
    await store.keepMade(folder, [MASTER_PLAYLIST]);
    await recordRenditions(db, masterId, { folder, made });
    // A part reads its source's file, which the source's own job removes (or keeps).
    if (!places.keepMasters && master.span === undefined) await removeMasterFile(db, masterId, file);
    return { folder };
  };
}
