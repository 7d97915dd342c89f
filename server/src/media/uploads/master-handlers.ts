import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  formatLength,
  MASTER_MESSAGES,
  MasterPartRequestSchema,
  MIN_PART_MS,
  type Master,
  type Masters,
  type MasterWaveform,
} from '#lib/studio/contract.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { recordChange } from '../../studio/audit-log.ts';
import type { StaffRow } from '../../studio/staff-rows.ts';
import { idParam } from '../../studio/studio-route.ts';
import { readWhole } from '../../storage/media-store.ts';
import { mediaStoreOf } from '../../storage/media-storage.ts';
import { streamAnswer } from '../../streams/stream-links.ts';
import type { WaveformPeaks } from '../processing/waveform-peaks.ts';
import { PEAKS_FILE } from '../renditions/make-renditions.ts';
import { startRenditions } from '../renditions/start-renditions.ts';
import { readMaster, readMasters, recordPart, type PartCut } from './master-rows.ts';
import { partCut, renditionsChanged } from './media-audit.ts';

/** How many masters the studio lists. */
const MASTERS_LISTED = 100;

const conflict = (detail: string) => new HttpError(409, { detail });

/** GET masters/: the masters uploaded, newest first, the refused ones with their reason, each with its job. */
export async function listMasters(ctx: AppContext): Promise<Masters> {
  return { results: await readMasters(ctx.db, MASTERS_LISTED) };
}

/** The master the path names, and the API's queue; 404 for none, 503 for an API that runs no queue. */
async function masterOfPath(ctx: AppContext, request: FastifyRequest) {
  const master = await readMaster(ctx.db, idParam(request));
  if (master === undefined) throw notFound();
  if (ctx.jobs === undefined) throw new HttpError(503, { detail: MASTER_MESSAGES.noQueue });
  return { master, queue: ctx.jobs };
}

const reread = async (ctx: AppContext, master: Master): Promise<Master> =>
  (await readMaster(ctx.db, master.id)) ?? master;

/**
 * POST masters/:id/cancel/: stops the job making its renditions, a queued one at once, a running one at
 * its worker's next check (the answer shows it cancelling), and logs it. 409 when none is queued or running.
 */
export async function cancelRenditions(
  ctx: AppContext,
  request: FastifyRequest,
  _reply: FastifyReply,
  staff: StaffRow,
): Promise<Master> {
  const { master, queue } = await masterOfPath(ctx, request);
  if (master.job === null || !(await queue.cancel(master.job.id))) throw conflict(MASTER_MESSAGES.notRunning);
  const after = await reread(ctx, master);
  // The job is the queue's, written on its own connection: the entry follows it.
  await recordChange(
    ctx.db,
    renditionsChanged('cancel', master, after.job, { staffId: staff.id, at: ctx.clock.now() }),
  );
  return after;
}

/**
 * POST masters/:id/retry/: makes its renditions again with a new job, after a failure or a cancel (or
 * when none was queued), and logs it. 409 for a refused master, while a job is queued or running, and
 * once made.
 */
export async function retryRenditions(
  ctx: AppContext,
  request: FastifyRequest,
  _reply: FastifyReply,
  staff: StaffRow,
): Promise<Master> {
  const { master, queue } = await masterOfPath(ctx, request);
  if (master.state === 'refused') throw conflict(MASTER_MESSAGES.refused);
  const state = master.job?.state;
  if (state === 'queued' || state === 'running') throw conflict(MASTER_MESSAGES.notEnded);
  if (state === 'done') throw conflict(MASTER_MESSAGES.made);
  const who = { staffId: staff.id, at: ctx.clock.now() };
  await startRenditions(ctx.db, queue, master.id, (tx, jobId) =>
    recordChange(tx, renditionsChanged('retry', master, { id: jobId, state: 'queued', cancel_requested: false }, who)),
  );
  return reread(ctx, master);
}

/**
 * GET masters/:id/waveform/: the peaks its job made and a signed link to its broadband rendition, for the
 * studio to draw the waveform at once and play under it. 409 until its renditions are made.
 */
export async function masterWaveform(ctx: AppContext, request: FastifyRequest): Promise<MasterWaveform> {
  const master = await readMaster(ctx.db, idParam(request));
  if (master === undefined) throw notFound();
  const { folder } = master;
  if (folder === null) throw conflict(MASTER_MESSAGES.noWaveform);
  const stored = await readWhole(mediaStoreOf(ctx.config.mediaStorage), `${folder}/${PEAKS_FILE}`);
  if (stored === undefined) throw conflict(MASTER_MESSAGES.noWaveform);
  const peaks = JSON.parse(stored.toString('utf8')) as WaveformPeaks;
  const audio = streamAnswer(ctx, folder, 'audio', { audience: 'studio' }).stream_links['broadband_standard_dynamics'];
  if (audio === undefined) throw new Error('An audio answer always has a broadband link.');
  return { duration_ms: peaks.durationMs, peaks_per_second: peaks.peaksPerSecond, peaks: peaks.peaks, audio };
}

/** Why a part cannot be cut at this span of a master that lasts `lengthMs`, at its field; undefined when it can. */
function spanErrors(startMs: number, endMs: number, lengthMs: number): Record<string, string[]> | undefined {
  if (endMs <= startMs) return { end_ms: [MASTER_MESSAGES.partEndsBeforeStart] };
  if (endMs > lengthMs) return { end_ms: [MASTER_MESSAGES.partPastEnd(formatLength(lengthMs))] };
  if (endMs - startMs < MIN_PART_MS) return { end_ms: [MASTER_MESSAGES.partTooShort] };
  return undefined;
}

/**
 * POST masters/:id/parts/: cuts a part from a master (docs/media.md, "Cutting a master into parts"): a
 * work of a concert-length file, or the music without its tuning and applause. The part is a master of its
 * own, logged as cut, its renditions queued at once. 400 at the field for a span the master does not hold;
 * 409 for a refused master, a part of a part, or a master whose file is gone.
 */
export async function cutPart(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<unknown> {
  const { master, queue } = await masterOfPath(ctx, request);
  const form = MasterPartRequestSchema.parse(request.body ?? {});
  if (master.state === 'refused' || master.duration_ms === null) throw conflict(MASTER_MESSAGES.refused);
  if (master.part_of !== null) throw conflict(MASTER_MESSAGES.partOfPart);
  if (master.file_removed_at !== null) throw conflict(MASTER_MESSAGES.partFileGone);
  const errors = spanErrors(form.start_ms, form.end_ms, master.duration_ms);
  if (errors) throw badRequest(errors);
  const cut: PartCut = {
    name: form.name,
    startMs: form.start_ms,
    endMs: form.end_ms,
    staffId: staff.id,
    at: ctx.clock.now(),
  };
  const partId = await ctx.db.transaction(async (tx) => {
    const id = await recordPart(tx, master.id, cut);
    await recordChange(tx, partCut(id, master, cut));
    return id;
  });
  await startRenditions(ctx.db, queue, partId);
  return reply.code(201).send(await readMaster(ctx.db, partId));
}
