import { DETAIL_LINES_TYPE } from '#lib/api/detail-lines.ts';
import type { ApiClient, LinesAnswer, RetryLogger } from './api-client.ts';
import type { DetailItem, DetailKind, DetailVerdict } from './detail-check.ts';
import type { RunDetails } from './detail-pool.ts';

/** What the lines of one bulk answer came to. */
export interface LinesResult {
  /** Records the store holds in the version the line names: not checked again. */
  kept: Map<string, string>;
  /** The rest, as the pool checked them, in the answer's order. */
  verdicts: DetailVerdict[];
}

/** How one collection's bulk answer is asked for and checked. */
export interface LinesRequest {
  client: ApiClient;
  /** E.g. '/composition_details/'. */
  path: string;
  /** The bulk answer's ETag the store was filled from; undefined to ask in full. */
  etag: string | undefined;
  logger: RetryLogger;
  kind: DetailKind;
  /** Where the records' files go. */
  folder: string;
  run: RunDetails;
  /** The ETag of the record the store holds with its file, if any. */
  heldEtag: (id: string) => string | undefined;
}

/** Records handed to a worker at once: enough to make the hand-over cheap, few enough to share out. */
const BATCH_CHARACTERS = 256 * 1024;

/**
 * A line's identifier and ETag, read from its start as the server writes it
 * (`{"identifier":"…","etag":"…",`) without parsing the record; undefined for a line written
 * otherwise, which is then checked in full.
 */
const LINE_HEAD = /^\{"identifier":("(?:[^"\\]|\\.)*"),"etag":("(?:[^"\\]|\\.)*"),/;

function headOf(line: string): { id: string; etag: string } | undefined {
  const match = LINE_HEAD.exec(line);
  if (match === null) return undefined;
  const [id, etag] = [JSON.parse(match[1] ?? '') as unknown, JSON.parse(match[2] ?? '') as unknown];
  return typeof id === 'string' && typeof etag === 'string' ? { id, etag } : undefined;
}

/**
 * Reads a bulk answer's lines as they arrive: a record the store already holds in the line's
 * version is kept without being parsed; the rest go to the pool in batches, never waited for
 * while the body is still coming, so the transfer runs at the network's pace.
 */
async function readLines(batches: AsyncIterable<string[]>, request: LinesRequest): Promise<LinesResult> {
  const kept = new Map<string, string>();
  const checking: Promise<DetailVerdict[]>[] = [];
  let items: DetailItem[] = [];
  let size = 0;
  const flush = () => {
    if (items.length === 0) return;
    checking.push(request.run({ kind: request.kind, folder: request.folder, items }));
    items = [];
    size = 0;
  };
  try {
    for await (const lines of batches) {
      for (const line of lines) {
        const head = headOf(line);
        if (head !== undefined && !kept.has(head.id) && request.heldEtag(head.id) === head.etag) {
          kept.set(head.id, head.etag);
          continue;
        }
        items.push({ form: 'line', text: line });
        size += line.length;
        if (size >= BATCH_CHARACTERS) flush();
      }
    }
  } catch (error) {
    // The transfer broke off and is asked again: what this attempt handed out is not waited for.
    for (const pending of checking) pending.catch(() => undefined);
    throw error;
  }
  flush();
  return { kept, verdicts: (await Promise.all(checking)).flat() };
}

/**
 * Asks for a detail collection's bulk answer (src/lib/api/detail-lines.ts), conditionally when
 * `etag` is given, and checks its records in the pool as they arrive. `not-found` or
 * `not-offered`: the host does not offer it, and the records are asked for one by one.
 */
export function pullDetailLines(request: LinesRequest): Promise<LinesAnswer<LinesResult>> {
  const { client, path, etag, logger } = request;
  return client.getLines(path, { etag, logger, type: DETAIL_LINES_TYPE }, (batches) => readLines(batches, request));
}
