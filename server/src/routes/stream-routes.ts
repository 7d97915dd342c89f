import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StreamKindSchema } from '#lib/api/stream-links.ts';
import type { AppContext } from '../context.ts';
import { noStore } from '../http/answer-headers.ts';
import { withPlayMarks } from '../plays/play-links.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { checkStreamAccess, visitorCountry } from '../streams/stream-access.ts';
import { streamAnswer } from '../streams/stream-links.ts';
import { StreamSourceCache } from '../streams/stream-source-cache.ts';
import { targetAt } from '../streams/stream-targets.ts';

// Anything else cannot be a stored uuid, so it is a 404 without a query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StreamParams {
  kind: string;
  uuid: string;
}

/**
 * `GET /api/2/stream/{kind}/{uuid}/` for every StreamKind (`recording`, `livestream`,
 * `livestream-replay`, `program`, `performance`, `mediafeature`, `curatedcollection`):
 * signed, expiring media links. Unknown kind or uuid, or nothing to play: 404. A live stream
 * that cannot be played (no feed, an error message, no replay or a closed replay window): 409
 * with `stream_error_message`, before any sign-in is asked for, since signing in would not help.
 * Then 401/403 by stream-access.ts. No answer of the route may be stored, refusals included.
 */
export function registerStreamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sources = new StreamSourceCache(ctx.db, ctx.clock, { unrecorded: ctx.config.unrecordedMedia });
  const handler = async (request: FastifyRequest<{ Params: StreamParams }>) => {
    const kind = StreamKindSchema.safeParse(request.params.kind);
    const { uuid } = request.params;
    if (!kind.success || !UUID.test(uuid)) throw notFound();
    const source = await sources.find(kind.data, uuid);
    if (!source) throw notFound();
    const target = targetAt(source, ctx.clock.now(), visitorCountry(request, ctx.config.COUNTRY_HEADER));
    if (target.problem) throw new HttpError(409, { detail: target.problem, stream_error_message: target.problem });
    if (!target.media) throw notFound();
    const licenceEnds = await checkStreamAccess(request, ctx, target);
    return withPlayMarks(ctx, request, kind.data, streamAnswer(ctx, target.media, target.format, { licenceEnds }));
  };
  for (const url of ['/api/2/stream/:kind/:uuid/', '/api/2/stream/:kind/:uuid']) {
    app.get<{ Params: StreamParams }>(url, { onRequest: noStore }, handler);
  }
}
