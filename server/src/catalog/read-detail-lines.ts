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

/** How many records are built between two turns of the event loop. */
const YIELD_EVERY = 100;

/**
 * `/composition_details/` and `/program_details/`: every record's detail as one line of NDJSON,
 * `{"identifier": …, "etag": …, "detail": …}` (src/lib/api/detail-lines.ts). Each detail is
 * the very answer of its per-record call, serialised by the same code, with that call's ETag:
 * the two ways of asking can never disagree. It is built in slices, so the API keeps answering
 * other requests while it does.
 */
export async function detailLines(ctx: ReadContext, kind: DetailLinesKind): Promise<Buffer> {
  const { identifiers, detail } = KINDS[kind];
  const parts: Buffer[] = [];
  for (const [index, identifier] of identifiers(ctx).entries()) {
    // Building the scale catalogue's takes a second or two: other requests are served meanwhile.
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    const answer = serialiseAnswer(detail(ctx, identifier));
    const head = `{"identifier":${JSON.stringify(identifier)},"etag":${JSON.stringify(answer.etag)},"detail":`;
    parts.push(Buffer.from(head), answer.body, NEWLINE);
  }
  return Buffer.concat(parts);
}
