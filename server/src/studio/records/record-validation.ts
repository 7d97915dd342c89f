import { randomUUID } from 'node:crypto';
import type { StudioFieldErrors, StudioList } from '#lib/studio/contract.ts';
import { type CatalogProblem, CatalogImportError, describeProblem } from '../../catalog/catalog-import-error.ts';
import { missingMedia } from '../../catalog/check-media.ts';
import type { MediaStore } from '../../storage/media-store.ts';
import { checkReferences } from '../../catalog/check-references.ts';
import { CATALOG_ENTITIES } from '../../catalog/entities/catalog-entities.ts';
import { ENTITY_NAMES } from '../../catalog/issue-problems.ts';
import { parseDocument } from '../../catalog/parse-document.ts';
import type { DraftCatalogue, PendingChange } from './draft-catalogue.ts';
import { withCleanHtml } from './html-fields.ts';
import type { Item } from './record-keys.ts';
import { scopedDocuments } from './reference-scope.ts';

/** Errors not of one field, as the studio's forms show them above the fields. */
export const FORM_ERRORS = 'non_field_errors';

function addError(errors: StudioFieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** A problem's words for the form: without the field's name when it is shown at that field. */
function atField(problem: CatalogProblem, field: string): string {
  return problem.message.startsWith(`${field}: `) ? problem.message.slice(field.length + 2) : problem.message;
}

function errorsOf(problems: readonly CatalogProblem[]): StudioFieldErrors {
  const errors: StudioFieldErrors = {};
  for (const problem of problems) {
    if (problem.field) addError(errors, problem.field, atField(problem, problem.field));
    else addError(errors, FORM_ERRORS, problem.message);
  }
  return errors;
}

/** The one thing a licence's window cannot be: over before it starts, so it never opens (docs/rights.md). */
const WINDOW_NEVER_OPENS = 'The licence would end before it starts: set an end after the start.';

/** A performance whose licence window ends at or before its start is refused at the end, which staff just typed. */
function windowErrors(item: Item): StudioFieldErrors | undefined {
  const from = item['available_from'];
  const until = item['available_until'];
  if (typeof from !== 'string' || typeof until !== 'string') return undefined;
  return Date.parse(until) > Date.parse(from) ? undefined : { available_until: [WINDOW_NEVER_OPENS] };
}

/**
 * A record as the import reads it, with every default spelled out, or the errors of each field:
 * the import's own schema and wording (the value written and an accepted example, from the
 * entity descriptions), and the import's media check (a recording's folder must hold the files
 * its player asks for in the media store: a missing one would stop Play at 0:00 without a word).
 * Its HTML keeps only what the site's sanitiser allows (html-fields.ts). A performance without
 * a uuid gets a new random one; the other records get the import's name-based uuid of their
 * identifier.
 */
export async function validateRecord(
  list: StudioList,
  raw: Item,
  store: MediaStore,
): Promise<{ item: Item } | { errors: StudioFieldErrors }> {
  const given = list === 'performances' && !raw['uuid'] ? { ...raw, uuid: randomUUID() } : raw;
  try {
    const doc = parseDocument({ format: 'concert-library-catalog', version: 1, [list]: [given] });
    const missing = await missingMedia(doc, store);
    if (missing.length > 0) return { errors: errorsOf(missing) };
    const item = doc[list][0] as Item;
    const window = windowErrors(item);
    return window ? { errors: window } : { item: withCleanHtml(list, item) };
  } catch (error) {
    if (!(error instanceof CatalogImportError)) throw error;
    return { errors: errorsOf(error.problems) };
  }
}

/** The reference check's words that name a field other than by its own name. */
const NAMED_FIELDS: Readonly<Record<string, string>> = {
  'duplicate identifier': 'identifier',
  'duplicate uuid': 'uuid',
  'duplicate featured artist': 'featured_artists',
  'featured artist': 'featured_artists',
  'duplicate related media feature': 'related_media_features',
  'media feature': 'related_media_features',
  genre: 'genres',
  'its parents form a loop': 'parent',
};

/** The field of `list` a reference problem is about, if it names one. */
function problemField(list: StudioList, message: string): string | undefined {
  const fields = CATALOG_ENTITIES[list].fields;
  for (const [words, field] of Object.entries(NAMED_FIELDS)) {
    if (message.startsWith(words) && field in fields) return field;
  }
  if (message.startsWith('performance ') && list === 'curated_collections') return 'items';
  const first = /^[a-z_]+/.exec(message)?.[0];
  return first !== undefined && first in fields ? first : undefined;
}

/** Whether a problem is about the record being changed (checkReferences names performances by uuid). */
function isAbout(problem: CatalogProblem, list: StudioList, item: Item | null): boolean {
  if (item === null || problem.entity !== ENTITY_NAMES[list]) return false;
  return problem.identifier === item['identifier'] || problem.identifier === item['uuid'];
}

/** What a change would break, as the import's reference check sees the catalogue with every draft. */
export interface ReferenceOutcome {
  /** Problems of the changed record itself, by field (a composer that does not exist, a duplicate identifier). */
  errors: StudioFieldErrors;
  /** Other records the change would leave dangling, one line each. */
  dependents: string[];
}

/**
 * The problems of the import's reference check that a change adds to the catalogue of every
 * draft, in the check's order: those it already has (another draft's) are not this change's to
 * answer for. Both checks read only the records the change can matter to (reference-scope.ts).
 *
 * `carried` are the changes a new identifier brings to the records that named the old one; the check
 * after the change reads them too. Each of them names a key of the changed record before and after,
 * so the records the change can matter to are those the carried ones can.
 */
export function addedProblems(
  catalogue: DraftCatalogue,
  change: PendingChange,
  carried: readonly PendingChange[] = [],
): CatalogProblem[] {
  const scoped = scopedDocuments(catalogue, change);
  const { before } = scoped;
  const { after } = carried.length === 0 ? scoped : scopedDocuments(catalogue.withChanges(carried), change);
  const known = new Set(checkReferences(before).map(describeProblem));
  return checkReferences(after).filter((problem) => !known.has(describeProblem(problem)));
}

/** What a change (and those it carries) adds to the reference check's problems: its own at their fields, the records it would break. */
export function referenceOutcome(
  catalogue: DraftCatalogue,
  change: PendingChange,
  carried: readonly PendingChange[] = [],
): ReferenceOutcome {
  const outcome: ReferenceOutcome = { errors: {}, dependents: [] };
  for (const problem of addedProblems(catalogue, change, carried)) {
    if (isAbout(problem, change.list, change.fields)) {
      addError(outcome.errors, problemField(change.list, problem.message) ?? FORM_ERRORS, problem.message);
    } else {
      outcome.dependents.push(describeProblem(problem));
    }
  }
  return outcome;
}
