import { serialiseAnswer } from './catalog-cache.ts';
import type { ReadContext } from './read-context.ts';
import { compositionDetail } from './read-compositions.ts';
import { programDetail } from './read-programs.ts';

/** The entities that have a bulk detail answer. */
export type DetailLinesKind = 'compositions' | 'programs';

/** Each kind's identifiers, in the snapshot's order, and its one per-record answer. */
const KINDS: Record<
  DetailLinesKind,
  { identifiers: (ctx: ReadContext) => string[]; detail: (ctx: ReadContext, identifier: string) => unknown }
> = {
  compositions: { identifiers: (ctx) => ctx.s.compositions.map((c) => c.identifier), detail: compositionDetail },
  programs: { identifiers: (ctx) => ctx.s.programs.map((p) => p.identifier), detail: programDetail },
};

const NEWLINE = Buffer.from('}\n');

/**
 * `/composition_details/` and `/program_details/`: every record's detail as one line of NDJSON,
 * `{"identifier": …, "etag": …, "detail": …}` (src/lib/api/detail-lines.ts). Each detail is
 * the very answer of its per-record call, serialised by the same code, with that call's ETag:
 * the two ways of asking can never disagree.
 */
export function detailLines(ctx: ReadContext, kind: DetailLinesKind): Buffer {
  const { identifiers, detail } = KINDS[kind];
  const parts: Buffer[] = [];
  for (const identifier of identifiers(ctx)) {
    const answer = serialiseAnswer(detail(ctx, identifier));
    const head = `{"identifier":${JSON.stringify(identifier)},"etag":${JSON.stringify(answer.etag)},"detail":`;
    parts.push(Buffer.from(head), answer.body, NEWLINE);
  }
  return Buffer.concat(parts);
}
