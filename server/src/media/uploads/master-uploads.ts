import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { STUDIO_ACCESS } from '#lib/studio/contract.ts';
import {
  MASTER_MESSAGES,
  MASTER_UPLOADS_PATH,
  MAX_MASTER_BYTES,
  masterKindOf,
  MasterUploadMetadataSchema,
} from '#lib/studio/masters.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { recordChange } from '../../studio/audit-log.ts';
import { staffOfAuthorization } from '../../studio/studio-guard.ts';
import type { StaffRow } from '../../studio/staff-rows.ts';
import { MasterRefusal } from '../processing/master-refusals.ts';
import { probeMaster, type MasterFacts } from '../processing/probe-master.ts';
import { startRenditions } from '../renditions/start-renditions.ts';
import { masterUploaded } from './media-audit.ts';
import { recordMaster, type MasterArrival } from './master-rows.ts';

/** An unfinished upload nobody continued for this long is removed (its file and its record). */
const ABANDONED_AFTER_MS = 7 * 24 * 60 * 60_000;

/** The tus server's mount, without the trailing slash it answers under. */
const MOUNT = MASTER_UPLOADS_PATH.replace(/\/$/, '');

/** What a tus client sends and reads besides the studio's own headers (the protocol's, 1.0.0). */
export const TUS_REQUEST_HEADERS = ['Tus-Resumable', 'Upload-Length', 'Upload-Metadata', 'Upload-Offset'];
export const TUS_ANSWER_HEADERS = ['Location', 'Tus-Resumable', 'Upload-Offset', 'Upload-Length', 'Upload-Expires'];

/** A refusal as tus sends it (`status_code`, `body`), the body the API's `{detail}`. */
class TusRefusal extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, detail: string) {
    super(detail);
    this.name = 'TusRefusal';
    this.status_code = status;
    this.body = JSON.stringify({ detail });
  }
}

const refusal = (status: number, detail: string) => new TusRefusal(status, detail);

/** The SHA-256 of a file, read as a stream (a 50 GB master never in memory). */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** What the client said of the file, checked; the staff member who started the upload beside it. */
function metadataOf(upload: Upload): { filename: string; sha256: string; staff: string | undefined } {
  const parsed = MasterUploadMetadataSchema.safeParse(upload.metadata ?? {});
  if (!parsed.success)
    throw refusal(400, `The upload does not say its file’s name and checksum: ${parsed.error.issues[0]?.message}`);
  return { ...parsed.data, staff: upload.metadata?.['staff'] ?? undefined };
}

/** Records a finished upload's master, passed or refused, and its entry in the audit log, together. */
function recordUpload(ctx: AppContext, arrival: MasterArrival): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const id = await recordMaster(tx, arrival);
    await recordChange(tx, masterUploaded(id, arrival));
    return id;
  });
}

/**
 * The studio's uploads of masters (docs/media.md, "Upload"): the tus protocol (`@tus/server`, files
 * under UPLOAD_DIR with their state beside them, so an upload resumes after a dropped connection
 * or an API restart), for the roles that may upload media. Each upload says its file's name and
 * SHA-256 when it starts; the name must be a master's and the size at most 50 GB; only who started
 * an upload (or an admin) may continue it, or cancel it before its last byte. Once the last byte is
 * in, the file's checksum is compared with the one given, then the file is probed (ffprobe: is it
 * sound or video the studio can convert, is it whole): a file refused by either is removed, and its
 * refusal, naming the file and what is wrong, is the answer to the last request; one that passes is
 * recorded as a master, and the job that makes its renditions is queued. A refused file's master is
 * recorded too, with its reason; each, passed or refused, is logged as an upload in the audit log.
 */
export function registerMasterUploads(app: FastifyInstance, ctx: AppContext): Server {
  const directory = ctx.config.uploadDir;
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: ABANDONED_AFTER_MS });
  const staffOf = new WeakMap<Request, StaffRow>();
  const tus = new Server({
    path: MOUNT,
    datastore,
    // Sizes are checked in onUploadCreate, to refuse in the studio's words.
    maxSize: 0,
    allowedOrigins: [...new Set([...ctx.config.siteOrigins, ctx.config.studioOrigin])],
    allowedHeaders: ['Authorization'],
    generateUrl: (_request, { path, id }) => `${ctx.config.apiOrigin}${path}/${id}`,
    onIncomingRequest: async (request, id) => {
      let staff: StaffRow;
      try {
        staff = await staffOfAuthorization(ctx, request.headers.get('authorization'), STUDIO_ACCESS.media);
      } catch (error) {
        if (error instanceof HttpError) throw refusal(error.statusCode, error.message);
        throw error;
      }
      staffOf.set(request, staff);
      if (request.method === 'POST') return;
      const upload = await datastore.getUpload(id).catch(() => undefined);
      const owner = upload?.metadata?.['staff'];
      if (owner !== undefined && owner !== String(staff.id) && staff.role !== 'admin')
        throw refusal(403, MASTER_MESSAGES.notYours);
      // Cancelling removes the file: once whole, the file is a recorded master's, which its renditions read.
      if (request.method === 'DELETE' && upload !== undefined && upload.offset === upload.size)
        throw refusal(409, MASTER_MESSAGES.uploadedWhole);
    },
    onUploadCreate: (request, upload) => {
      const { filename } = metadataOf(upload);
      if (masterKindOf(filename) === undefined) throw refusal(400, MASTER_MESSAGES.notAMaster(filename));
      if (upload.sizeIsDeferred || upload.size === undefined)
        throw refusal(400, `Say the size of “${filename}” when its upload starts.`);
      if (upload.size === 0) throw refusal(400, MASTER_MESSAGES.empty(filename));
      if (upload.size > MAX_MASTER_BYTES) throw refusal(413, MASTER_MESSAGES.tooLarge(filename));
      const staff = staffOf.get(request);
      return Promise.resolve({ metadata: { ...upload.metadata, staff: String(staff?.id ?? '') } });
    },
    onUploadFinish: async (_request, upload) => {
      const { filename, sha256, staff } = metadataOf(upload);
      const kind = masterKindOf(filename) ?? 'audio';
      const file = join(directory, upload.id);
      const arrived = await sha256Of(file);
      const arrival = {
        uploadId: upload.id,
        filename,
        kind,
        bytes: upload.size ?? upload.offset,
        sha256: arrived,
        staffId: staff ? Number(staff) : null,
        at: ctx.clock.now(),
      };
      const refuse = async (reason: string) => {
        await datastore.remove(upload.id);
        await recordUpload(ctx, { ...arrival, refused: reason });
        return refusal(422, reason);
      };
      if (arrived !== sha256) throw await refuse(MASTER_MESSAGES.checksum(filename));
      let facts: MasterFacts;
      try {
        facts = await probeMaster(file, { name: filename });
      } catch (error) {
        if (error instanceof MasterRefusal) throw await refuse(error.message);
        throw error;
      }
      const masterId = await recordUpload(ctx, { ...arrival, facts });
      // The upload is whole and kept whatever happens next: a queue that cannot take the job leaves the
      // master listed without renditions, with the studio's button to ask for them again.
      if (ctx.jobs)
        await startRenditions(ctx.db, ctx.jobs, masterId).catch((error: unknown) => {
          app.log.error(`The renditions of master ${masterId} were not queued: ${String(error)}`);
        });
      return {};
    },
  });

  // tus reads the request's body itself: Fastify must leave it unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
    done(null);
  });
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  for (const url of [MOUNT, `${MOUNT}/`, `${MOUNT}/*`])
    app.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url, handler: handle });
  // Uploads nobody continued for a week go, file and record; looked for hourly.
  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => undefined), 60 * 60_000);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));
  return tus;
}
