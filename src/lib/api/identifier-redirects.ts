import { z } from 'zod';
import { IdentifierSchema } from './common.ts';

/**
 * Our own call beside the spec's: every old identifier of a record whose identifier changed, with
 * the one it has now, so a build publishes a page at each old address that leads to the new one.
 * A host that speaks only the spec answers this path 404, which means none.
 */
export const IDENTIFIER_REDIRECTS_PATH = '/identifier_redirects/';

/** The lists whose records have pages of their own, and so old addresses: their names in the catalogue document. */
export const REDIRECTED_LISTS = [
  'compositions',
  'people',
  'programs',
  'live_streams',
  'media_features',
  'curated_collections',
] as const;
export const RedirectedListSchema = z.enum(REDIRECTED_LISTS);
export type RedirectedList = z.output<typeof RedirectedListSchema>;

/** One old address: a former identifier of a record of `list`, and the identifier it has now. */
export const IdentifierRedirectSchema = z.object({
  /** The record's list, as the catalogue document names it. */
  list: RedirectedListSchema,
  /** What the record was called; no live record of the list has it. */
  old_identifier: IdentifierSchema,
  /** What the record is called now: a live record of the list. */
  identifier: IdentifierSchema,
});
export type IdentifierRedirect = z.output<typeof IdentifierRedirectSchema>;

/** `/identifier_redirects/`: the whole list, in the shape of every list endpoint. */
export const IdentifierRedirectsPageSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.null(),
  previous: z.null(),
  results: z.array(IdentifierRedirectSchema),
});
