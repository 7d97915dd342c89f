import type { FastifyReply, FastifyRequest } from 'fastify';
import { CAPTION_MESSAGES, CAPTIONS_MAX_BYTES, captionLanguageOf } from '#lib/studio/caption-languages.ts';
import type { Master } from '#lib/studio/masters.ts';
import type { AppContext } from '../../context.ts';
import type { UploadBody } from '../../http/upload-body.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { recordChange } from '../../studio/audit-log.ts';
import type { StaffRow } from '../../studio/staff-rows.ts';
import { followMasterCaptions } from '../../studio/records/captions-follow-master.ts';
import { idParam } from '../../studio/studio-route.ts';
import { checkedWebVtt } from '../processing/caption-file.ts';
import { CaptionRefusal } from '../processing/caption-refusals.ts';
import { captionsTrackOf, readCaptionsIn, recordCaptions, removeCaptions } from './caption-rows.ts';
import { captionsChanged } from './media-audit.ts';
import { readMaster } from './master-rows.ts';
import { writeNamedByContent } from '../whole-file.ts';
import { mediaStoreOf } from '../../storage/media-storage.ts';

/** The upload's body: the captions file's bytes, of any type, up to CAPTIONS_MAX_BYTES. */
export const CAPTIONS_UPLOAD_BODY: UploadBody = {
  maxBytes: CAPTIONS_MAX_BYTES,
  tooLarge: () => ({ detail: CAPTION_MESSAGES.tooLarge }),
};

/** The master and the language the path names: 404 for no such master, 400 for a tag no browser can name. */
async function captionsOfPath(ctx: AppContext, request: FastifyRequest) {
  const master = await readMaster(ctx.db, idParam(request));
  if (master === undefined) throw notFound();
  const tag = (request.params as { language?: string }).language ?? '';
  const language = captionLanguageOf(tag);
  if (language === undefined) throw badRequest({ detail: CAPTION_MESSAGES.badLanguage(tag) });
  return { master, language };
}

/**
 * The master as its captions now are, once the performances that play it have followed them (docs/media.md,
 * "Captions follow the master"): no performance needs attaching again.
 */
async function followed(ctx: AppContext, staff: StaffRow, before: Master): Promise<Master> {
  const after = (await readMaster(ctx.db, before.id)) ?? before;
  if (before.folder !== null && after.folder !== null) {
    await followMasterCaptions(ctx, staff, { ...before, folder: before.folder }, { ...after, folder: after.folder });
  }
  return after;
}

/**
 * PUT masters/:id/captions/:language/: the body, a WebVTT file or a SubRip one (converted), checked against
 * the length of the master's renditions and stored in their folder as its captions in that language,
 * replacing any it had, logged, and given to the performances that play it and follow its captions. 400 with the sentence naming the line to fix; 409 until its renditions are made.
 */
export async function putCaptions(
  ctx: AppContext,
  request: FastifyRequest,
  _reply: FastifyReply,
  staff: StaffRow,
): Promise<Master> {
  const { master, language } = await captionsOfPath(ctx, request);
  if (master.folder === null || master.played_ms === null)
    throw new HttpError(409, { detail: CAPTION_MESSAGES.notMade });
  const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  let webVtt: string;
  try {
    webVtt = checkedWebVtt(bytes, master.played_ms, type);
  } catch (error) {
    if (error instanceof CaptionRefusal) throw badRequest({ detail: error.message });
    throw error;
  }
  // Named by its content: a page published before a replacement keeps the file it names.
  const store = mediaStoreOf(ctx.config.mediaStorage);
  const name = await writeNamedByContent(store, master.folder, `captions.${language.language}`, 'vtt', webVtt);
  const path = `${master.folder}/${name}`;
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await readCaptionsIn(tx, master.id, language.language);
    await recordCaptions(tx, { masterId: master.id, ...language, path, staffId: staff.id, at });
    const track = captionsTrackOf({ ...language, path });
    await recordChange(
      tx,
      captionsChanged(master.id, before, { track, bytes: bytes.length }, { staffId: staff.id, at }),
    );
  });
  return followed(ctx, staff, master);
}

/**
 * DELETE masters/:id/captions/:language/: the master has no captions in that language any more, nor the
 * performances that play it and follow its captions; logged. The file stays: a published page may still name it until the next publish. 404 when it had none in that language.
 */
export async function deleteCaptions(
  ctx: AppContext,
  request: FastifyRequest,
  _reply: FastifyReply,
  staff: StaffRow,
): Promise<Master> {
  const { master, language } = await captionsOfPath(ctx, request);
  const removed = await ctx.db.transaction(async (tx) => {
    const before = await readCaptionsIn(tx, master.id, language.language);
    if (before === undefined || !(await removeCaptions(tx, master.id, language.language))) return false;
    await recordChange(tx, captionsChanged(master.id, before, undefined, { staffId: staff.id, at: ctx.clock.now() }));
    return true;
  });
  if (!removed) throw new HttpError(404, { detail: CAPTION_MESSAGES.noSuchLanguage(language.label) });
  return followed(ctx, staff, master);
}
