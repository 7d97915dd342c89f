import type { FastifyRequest } from 'fastify';
import type { StreamAnswer, StreamKind } from '#lib/api/stream-links.ts';
import type { AppContext } from '../context.ts';
import { makePlayMark, markedSignature } from './play-mark.ts';
import { playTerritory } from './play-territory.ts';

/**
 * The kinds whose links count plays: those that resolve to a performance's recording, and so to one work.
 * A program's full concert, a live stream, a feature or a collection's introduction is not a work a
 * publisher licenses by itself (docs/plays.md, "What is counted").
 */
const COUNTED_KINDS: ReadonlySet<StreamKind> = new Set(['recording', 'performance']);

/** `/media/s/{expires}/{sig}/`: the signature segment of a signed link. */
const SIGNED_PREFIX = /(\/media\/s\/\d+\/)([A-Za-z0-9_-]+)\//;

/**
 * The answer's links with one play mark in their signature segment, when the kind counts plays and
 * counting is on; otherwise the answer as it was. Nothing is stored: the media route counts the play
 * when the link is used.
 */
export function withPlayMarks(
  ctx: AppContext,
  request: FastifyRequest,
  kind: StreamKind,
  answer: StreamAnswer,
): StreamAnswer {
  if (ctx.config.PLAY_COUNTING === 'off' || !COUNTED_KINDS.has(kind)) return answer;
  const first = Object.values(answer.stream_links).find((link) => link !== undefined);
  const signature = first === undefined ? undefined : SIGNED_PREFIX.exec(first)?.[2];
  if (signature === undefined) return answer;
  const mark = makePlayMark(ctx.config, signature, playTerritory(request, ctx.config.COUNTRY_HEADER));
  const links = Object.entries(answer.stream_links).map(([name, link]) => [
    name,
    link?.replace(SIGNED_PREFIX, (_, prefix: string, sig: string) => `${prefix}${markedSignature(sig, mark)}/`),
  ]);
  return { ...answer, stream_links: Object.fromEntries(links) as StreamAnswer['stream_links'] };
}
