import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { parseMediaPath } from '../streams/media-path.ts';
import { PlayCounter } from './play-counter.ts';
import { readPlayMark, splitMarkedSignature } from './play-mark.ts';
import { mediaStoreOf } from '../storage/media-storage.ts';
import { SegmentDurations } from './segment-durations.ts';

/** The signed media route, as Fastify names it (server/src/routes/media-routes.ts). */
const SIGNED_ROUTE = '/media/s/:expires/:sig/*';

const counters = new WeakMap<AppContext, PlayCounter>();

/** The play counter of the app built with this context; undefined when counting is off. */
export function playCounterOf(ctx: AppContext): PlayCounter | undefined {
  return counters.get(ctx);
}

function headerNumber(reply: FastifyReply, name: string): number {
  return Number(reply.getHeader(name) ?? Number.NaN);
}

/** The file's whole size: after the slash of a 206's Content-Range, else the 200's Content-Length. */
function fileSize(reply: FastifyReply): number {
  const range = reply.getHeader('content-range');
  const total = typeof range === 'string' ? /\/(\d+)$/.exec(range)?.[1] : undefined;
  return total === undefined ? headerNumber(reply, 'content-length') : Number(total);
}

/**
 * Notes a marked link's request once its answer has ended, whole or cut off. The body bytes sent are what
 * the connection wrote for this answer, at most its Content-Length: a player that reads a few seconds of
 * an open range and drops it is credited those seconds, not the file.
 */
function watchSignedRequest(ctx: AppContext, counter: PlayCounter, request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  const before = socket.bytesWritten;
  reply.raw.once('close', () => {
    const status = reply.raw.statusCode;
    if (request.method !== 'GET' || (status !== 200 && status !== 206)) return;
    const params = request.params as { expires: string; sig: string; '*': string };
    const { signature, mark } = splitMarkedSignature(params.sig);
    const play = mark === undefined ? undefined : readPlayMark(ctx.config, signature, mark);
    const media = play && parseMediaPath(params['*']);
    if (!play || !media) return;
    const length = headerNumber(reply, 'content-length');
    const sent = Math.min(socket.bytesWritten - before, Number.isFinite(length) ? length : Infinity);
    counter.record({
      ...play,
      expires: Number(params.expires),
      folder: media.folder,
      file: media.file,
      bytes: Math.max(0, sent),
      size: fileSize(reply),
    });
  });
}

/**
 * Counts plays (docs/plays.md) unless PLAY_COUNTING is off: watches the signed media route's answers,
 * writes the counts every PLAYS_FLUSH_SECONDS, and once more when the app closes.
 */
export function installPlayCounting(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.PLAY_COUNTING === 'off') return;
  const counter = new PlayCounter(ctx.db, ctx.clock, new SegmentDurations(mediaStoreOf(ctx.config.mediaStorage)));
  counters.set(ctx, counter);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === SIGNED_ROUTE) watchSignedRequest(ctx, counter, request, reply);
    done();
  });
  const flush = () => counter.flush().catch((error: unknown) => app.log.error({ err: error }, 'writing plays failed'));
  const timer = setInterval(() => void flush(), ctx.config.PLAYS_FLUSH_SECONDS * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}
