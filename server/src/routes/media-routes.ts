import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decideStream, type StreamRefusal } from '#lib/rights/decide.ts';
import { refusalDetail } from '#lib/rights/rights-messages.ts';
import type { AppContext } from '../context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { splitMarkedSignature } from '../plays/play-mark.ts';
import { mediaStoreOf } from '../storage/media-storage.ts';
import { FolderRightsCache } from '../streams/folder-rights.ts';
import { mediaLinkAudience } from '../streams/media-signature.ts';
import { parseMediaPath, type MediaPath } from '../streams/media-path.ts';
import { sendMediaFile } from '../streams/send-media-file.ts';
import { visitorCountry } from '../streams/stream-access.ts';

/** Pictures, posters and cue files change rarely and are public: caches may keep them a week. */
const PUBLIC_CACHE = 'public, max-age=604800';
/** A signed response may be cached until its link expires, but never longer than a day. */
const MAX_SIGNED_CACHE_SECONDS = 86_400;

interface SignedParams {
  expires: string;
  sig: string;
  '*': string;
}

/**
 * Files that need no link: pictures, video posters, and the caption and chapter files the
 * player fetches by path from the content host (rules §7).
 */
function isPublicMedia(media: MediaPath): boolean {
  return media.path.startsWith('images/') || media.file.endsWith('.vtt') || media.file === 'poster.jpg';
}

function parsedOrNotFound(raw: string): MediaPath {
  const media = parseMediaPath(raw);
  if (!media) throw notFound();
  return media;
}

/**
 * Why a listener's link to `folder` no longer plays: every performance recording the folder holds
 * is refused now (taken down, its window closed, another country), or null when one plays or the
 * folder holds none. The same decision as the stream link's (docs/rights.md).
 */
async function licenceRefusal(
  licences: FolderRightsCache,
  request: FastifyRequest,
  ctx: AppContext,
  folder: string,
): Promise<{ refusal: StreamRefusal; medium: 'audio' | 'video' } | null> {
  const held = await licences.licencesOf(folder);
  const country = visitorCountry(request, ctx.config.COUNTRY_HEADER);
  const now = ctx.clock.now();
  let first: { refusal: StreamRefusal; medium: 'audio' | 'video' } | null = null;
  for (const { format, rights } of held) {
    const decision = decideStream(rights, { medium: format, country, now });
    if (decision.ok) return null;
    first ??= { refusal: decision, medium: format };
  }
  return first;
}

/**
 * The media route. `GET|HEAD /media/s/{expires}/{sig}/{folder}/{file}` serves any media file of
 * a folder whose signature (media-signature.ts) holds and whose expiry has not passed by the
 * server's clock; otherwise 403. `GET|HEAD /media/{path}` serves public files only. Files come from the
 * media store, MEDIA_ROOT or MEDIA_BUCKET. Both support
 * Range, validators and CORS for the site origins (registered globally in app.ts).
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = mediaStoreOf(ctx.config.mediaStorage);
  const licences = new FolderRightsCache(ctx.db, ctx.clock, ctx.config.unrecordedMedia);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/s/:expires/:sig/*',
    handler: async (request: FastifyRequest<{ Params: SignedParams }>, reply: FastifyReply) => {
      const { expires } = request.params;
      const sig = splitMarkedSignature(request.params.sig).signature;
      const media = parsedOrNotFound(request.params['*']);
      const expiresAt = Number(expires);
      const audience = /^\d{1,12}$/.test(expires) ? mediaLinkAudience(ctx.config, expiresAt, media.folder, sig) : null;
      if (audience === null) throw forbidden('This media link is not valid.');
      const remaining = expiresAt - Math.floor(ctx.clock.now().getTime() / 1000);
      if (remaining < 0) throw forbidden('This media link has expired.');
      const refused = audience === 'listener' ? await licenceRefusal(licences, request, ctx, media.folder) : null;
      if (refused) throw forbidden(refusalDetail(refused.refusal, refused.medium));
      const maxAge = Math.min(remaining, MAX_SIGNED_CACHE_SECONDS);
      return sendMediaFile(request, reply, store, media.path, `public, max-age=${maxAge}`);
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const media = parsedOrNotFound(request.params['*']);
      if (!isPublicMedia(media)) throw forbidden('This media needs a signed link.');
      return sendMediaFile(request, reply, store, media.path, PUBLIC_CACHE);
    },
  });
}
