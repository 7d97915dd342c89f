import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { CompositionDetailSchema } from '#lib/api/composition.ts';
import { DetailLineEnvelopeSchema } from '#lib/api/detail-lines.ts';
import { ProgramDetailSchema, type ProgramDetail } from '#lib/api/program.ts';
import { sanitizeHtml } from '#lib/html/sanitize-html.ts';
import { writeWholeFile } from '../integrations/whole-file.ts';
import { detailFile, type DetailStub } from './detail-files.ts';
import { skippingPlainText } from './loader-options.ts';
import { quoteIdentifier } from './quote-identifier.ts';
import { checkRecord, identifierOf } from './validate-records.ts';

/** The two detail collections. */
export type DetailKind = 'composition' | 'program';

/** Each kind's contract, and what a page's paths need of a record besides its file (see DetailStub). */
const KINDS = {
  composition: { schema: CompositionDetailSchema, extra: (): Omit<DetailStub, 'file'> => ({}) },
  program: {
    schema: ProgramDetailSchema,
    extra: (record: Record<string, unknown>): Omit<DetailStub, 'file'> => ({
      composition_ids: (record as ProgramDetail).composition_performances.map((entry) => entry.composition.id),
    }),
  },
} as const;

/**
 * A record as it came from the content host: the body of its detail call (`answer`, asked for
 * `id`), or one line of a bulk detail answer (`line`, src/lib/api/detail-lines.ts).
 */
export type DetailItem = { form: 'answer'; id: string; text: string } | { form: 'line'; text: string };

/** Records of one kind to check, and the folder their files go to (detail-files.ts). */
export interface DetailTask {
  kind: DetailKind;
  folder: string;
  items: DetailItem[];
}

/**
 * What one record came to. `valid`: checked, sanitised and written to `stub.file`. `malformed`:
 * skipped, with why. `unreadable`: not JSON, or a line that is not a detail line, so not even
 * its identifier is known for sure.
 */
export type DetailVerdict =
  | { verdict: 'valid'; id: string; etag: string | undefined; stub: DetailStub }
  | { verdict: 'malformed'; id: string; etag: string | undefined; reason: string }
  | { verdict: 'unreadable'; id: string | undefined; reason: string };

const sanitize = skippingPlainText(sanitizeHtml);

/** The identifier, ETag and raw detail an item claims to hold, or why it holds none. */
function unwrap(item: DetailItem): { id: string; etag: string | undefined; raw: unknown } | { reason: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(item.text);
  } catch {
    return { reason: `a body that is not complete JSON (${item.text.length} characters)` };
  }
  if (item.form === 'answer') return { id: item.id, etag: undefined, raw: parsed };
  const line = DetailLineEnvelopeSchema.safeParse(parsed);
  if (!line.success) return { reason: `not a detail line (${line.error.issues[0]?.message ?? 'invalid'})` };
  return { id: line.data.identifier, etag: line.data.etag, raw: line.data.detail };
}

/** Checks one record against its kind's contract and, when it holds, writes its file. */
async function checkItem(item: DetailItem, kind: DetailKind, folder: string): Promise<DetailVerdict> {
  const unwrapped = unwrap(item);
  if ('reason' in unwrapped) {
    return { verdict: 'unreadable', id: item.form === 'answer' ? item.id : undefined, reason: unwrapped.reason };
  }
  const { id, etag, raw } = unwrapped;
  const answeredFor = identifierOf(raw);
  if (answeredFor !== id) {
    const other = answeredFor === undefined ? 'no identifier' : quoteIdentifier(answeredFor);
    return { verdict: 'malformed', id, etag, reason: `the detail answer is for ${other}` };
  }
  const { schema, extra } = KINDS[kind];
  const checked = await checkRecord(raw, (value) => schema.parseAsync(value), schema, sanitize);
  if (!checked.ok) return { verdict: 'malformed', id, etag, reason: checked.reason };
  const text = JSON.stringify(checked.data);
  // The file's name holds a digest of what it holds: a changed record gets a new file (detail-files.ts).
  const file = detailFile(folder, id, createHash('sha256').update(text).digest('hex').slice(0, 32));
  // Written whole, so no reader sees half a file.
  writeWholeFile(file, text);
  return { verdict: 'valid', id, etag, stub: { file, ...extra(checked.data) } };
}

/**
 * Checks a batch of detail records as the build needs them: each parsed, for the identifier it
 * was asked for (a line names its own), validated against the contract, its HTML sanitised with
 * the site's allow-list, and written to its file in the build cache. The detail pool's worker
 * threads run this (detail-worker.ts); nothing here touches Astro's store.
 */
export async function checkDetails(task: DetailTask): Promise<DetailVerdict[]> {
  mkdirSync(task.folder, { recursive: true });
  const verdicts: DetailVerdict[] = [];
  for (const item of task.items) verdicts.push(await checkItem(item, task.kind, task.folder));
  return verdicts;
}
