import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IMAGE_FOLDERS,
  IMAGE_UPLOAD_MAX_BYTES,
  ImageUploadQuerySchema,
  roundedFocus,
  type ImageUploadAnswer,
} from '#lib/studio/contract.ts';
import type { AppContext } from '../context.ts';
import type { UploadBody } from '../http/upload-body.ts';
import { cutImage } from '../media/image-cuts.ts';
import { readImageFacts } from '../media/image-facts.ts';
import { IMAGE_REFUSALS, ImageRefusal, type Received } from '../media/image-refusals.ts';
import { storedImageBase, storeImage } from '../media/image-store.ts';
import { mediaStoreOf } from '../storage/media-storage.ts';
import { recordChange } from './audit-log.ts';
import type { StaffRow } from './staff-rows.ts';
import { fieldError } from './studio-route.ts';

/** The upload's body: a picture's bytes, of any type, up to IMAGE_UPLOAD_MAX_BYTES, refused at the file field. */
export const IMAGE_UPLOAD_BODY: UploadBody = {
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  tooLarge: (size) => ({ file: [IMAGE_REFUSALS.tooLarge(size)] }),
};

/** What the request said it sent. */
function receivedOf(request: FastifyRequest, bytes: Buffer): Received {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return { type: type === '' ? undefined : type, bytes: bytes.length };
}

/**
 * `images` (POST): stores an uploaded picture and every rendition the site uses, cut around its
 * focal point (docs/studio.md, "Images"), logs the upload, and answers 201 with what the image
 * field holds. A file that is not a picture the studio takes, or too small, is refused at `file`,
 * and neither stored nor logged.
 */
export async function uploadImage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<unknown> {
  const query = ImageUploadQuerySchema.parse(request.query ?? {});
  const focus = roundedFocus({ x: query.focus_x, y: query.focus_y });
  const kind = IMAGE_FOLDERS[query.folder];
  const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  try {
    const facts = await readImageFacts(bytes, receivedOf(request, bytes));
    const cut = await cutImage(bytes, facts.size, kind, focus);
    const src = await storeImage(
      mediaStoreOf(ctx.config.mediaStorage),
      query.folder,
      storedImageBase(query.name, bytes, kind, focus),
      cut,
    );
    // No row goes with a picture (its record's form names it when saved), so its entry stands alone.
    await recordChange(ctx.db, {
      at: ctx.clock.now(),
      staffId: staff.id,
      action: 'upload',
      entityType: 'image',
      recordId: src,
      before: null,
      after: {
        file_name: query.file_name,
        bytes: bytes.length,
        type: facts.type,
        size: `${facts.size.width} × ${facts.size.height}`,
        focus,
        folder: query.folder,
      },
    });
    const answer: ImageUploadAnswer = { src, width: cut.original.width, height: cut.original.height, focus };
    return await reply.code(201).send(answer);
  } catch (error) {
    if (error instanceof ImageRefusal) throw fieldError('file', error.message);
    throw error;
  }
}
