import { z } from 'zod';
import { DateTimeSchema } from '../api/common.ts';

/**
 * The catalogue as the studio edits it: records of the catalogue document's lists (people,
 * compositions, programs…), each the document item the import reads (docs/catalogue-format.md),
 * kept as a draft beside the published catalogue until a publish.
 */

/** The lists of the catalogue document the studio edits, in the order its menu shows them. */
export const STUDIO_LISTS = [
  'people',
  'compositions',
  'programs',
  'performances',
  'live_streams',
  'media_features',
  'feature_categories',
  'curated_collections',
  'home_content',
  'categories',
] as const;
export const StudioListSchema = z.enum(STUDIO_LISTS);
export type StudioList = z.output<typeof StudioListSchema>;

/** Each list's name in the studio's menu and headings. */
export const STUDIO_LIST_NAMES: Readonly<Record<StudioList, string>> = {
  people: 'People',
  compositions: 'Compositions',
  programs: 'Concerts',
  performances: 'Performances',
  live_streams: 'Live streams',
  media_features: 'Features',
  feature_categories: 'Feature categories',
  curated_collections: 'Collections',
  home_content: 'Home page',
  categories: 'Genres and nationalities',
};

/** What one record of each list is called in the studio's headings and buttons. */
export const STUDIO_SINGULAR_NAMES: Readonly<Record<StudioList, string>> = {
  people: 'person',
  compositions: 'composition',
  programs: 'concert',
  performances: 'performance',
  live_streams: 'live stream',
  media_features: 'feature',
  feature_categories: 'feature category',
  curated_collections: 'collection',
  home_content: 'home page block',
  categories: 'genre or nationality',
};

/**
 * Where a record stands: as published; `changed` (a draft of a published record); `new` (a draft of
 * a record not yet published); `deleted` (published, with a draft that removes it).
 */
export const RecordStateSchema = z.enum(['published', 'changed', 'new', 'deleted']);
export type RecordState = z.output<typeof RecordStateSchema>;
export const RECORD_STATES: readonly RecordState[] = RecordStateSchema.options;

/** What each state is called where a record is listed, opened or previewed. */
export const RECORD_STATE_NAMES: Readonly<Record<RecordState, string>> = {
  published: 'Published',
  changed: 'Unpublished changes',
  new: 'New, not published',
  deleted: 'To be deleted',
};

/** A record as a document item: its fields by name, as docs/catalogue-format.md describes them. */
export const RecordFieldsSchema = z.record(z.string(), z.unknown());
export type RecordFields = z.output<typeof RecordFieldsSchema>;

/** One row of a studio list. */
export const RecordSummarySchema = z.object({
  /** The record's key in studio addresses: its identifier (a uuid for performances; kind:identifier for categories). */
  key: z.string(),
  title: z.string(),
  /** A second line: a composer, dates, a program. */
  subtitle: z.string(),
  state: RecordStateSchema,
});
export type RecordSummary = z.output<typeof RecordSummarySchema>;

/** The largest page of a studio list. */
export const RECORDS_PER_PAGE_MAX = 100;

/** `GET /api/studio/records/{list}/?…`: a page of the list, searched, filtered by state, sorted. */
export const RecordListQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'At most 200 characters.' }).optional(),
  state: RecordStateSchema.optional(),
  sort: z.enum(['title', 'key']).default('title'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number({ error: 'Must be a whole number.' }).int().positive().default(1),
  per_page: z.coerce
    .number({ error: 'Must be a whole number.' })
    .int()
    .positive()
    .max(RECORDS_PER_PAGE_MAX, { error: `At most ${RECORDS_PER_PAGE_MAX}.` })
    .default(25),
});

export const RecordPageSchema = z.object({
  items: z.array(RecordSummarySchema),
  /** How many records match, on every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type RecordPage = z.output<typeof RecordPageSchema>;

/**
 * What a save that changed the record's identifier also changed: the other records that referred to
 * it, each saved as a draft naming the new identifier. The first few by title, and how many in all.
 */
export const CarriedReferencesSchema = z.object({
  count: z.number().int().positive(),
  titles: z.array(z.string()),
});
export type CarriedReferences = z.output<typeof CarriedReferencesSchema>;

/** One record with its draft state. `version` goes back in `If-Match` when it is saved or deleted. */
export const StudioRecordSchema = z.object({
  list: StudioListSchema,
  key: z.string(),
  title: z.string(),
  state: RecordStateSchema,
  /** An opaque tag of what this answer shows; a save naming another is refused with 409. */
  version: z.string(),
  /** The record as it will be published; for a deleted record, as it is published. */
  fields: RecordFieldsSchema,
  /** The record as it is published; null for a new one. */
  published: RecordFieldsSchema.nullable(),
  /** The draft's last save, when there is a draft. */
  updated_at: DateTimeSchema.nullable(),
  updated_by: z.string().nullable(),
  /** A performance's licence in words, as the record stands ('Video not licensed: audio only in the US and Canada'). */
  licence: z.string().optional(),
  /** In the answer to a save that changed the identifier: the records it carried to the new one. */
  carried: CarriedReferencesSchema.optional(),
});
export type StudioRecord = z.output<typeof StudioRecordSchema>;

/**
 * `POST /api/studio/records/{list}/` and `PUT /api/studio/records/{list}/{key}/`: the record's
 * fields. An identifier (or uuid) left empty is made: a slug of the title or name, a uuid.
 */
export const RecordSaveSchema = z.strictObject({ fields: RecordFieldsSchema });

/** The 409 of a save or delete whose `If-Match` names an older version: what the record is now. */
export const RecordConflictSchema = z.object({ detail: z.string(), current: StudioRecordSchema });
export type RecordConflict = z.output<typeof RecordConflictSchema>;

/** How the studio edits one field, derived from the entity descriptions the import reads. */
export const FieldKindSchema = z.enum([
  'text',
  'html',
  'identifier',
  'integer',
  'number',
  'boolean',
  'choice',
  'reference',
  'date-time',
  'image',
  'list',
  'structured',
]);
export type FieldKind = z.output<typeof FieldKindSchema>;

export interface FieldDescription {
  name: string;
  kind: FieldKind;
  /** What the field means (markdown, from docs/catalogue-format.md). */
  meaning: string;
  /** An accepted value, as the document writes it; absent where the documentation gives none. */
  example?: unknown;
  /** False when the field may be left empty (it has a default or accepts null). */
  required: boolean;
  /** What the import writes when the field is left out. */
  default?: unknown;
  /** A choice's values. */
  choices?: string[] | undefined;
  /** A reference's list, and the category kind it must have. */
  reference?: { list: StudioList; kind?: string | undefined } | undefined;
  /** A list's items, when they are records of their own (movements, featured artists). */
  item?: FieldDescription[] | undefined;
}

export const FieldDescriptionSchema: z.ZodType<FieldDescription> = z.lazy(() =>
  z.object({
    name: z.string(),
    kind: FieldKindSchema,
    meaning: z.string(),
    example: z.unknown().optional(),
    required: z.boolean(),
    default: z.unknown().optional(),
    choices: z.array(z.string()).optional(),
    reference: z.object({ list: StudioListSchema, kind: z.string().optional() }).optional(),
    item: z.array(FieldDescriptionSchema).optional(),
  }),
);

/** One list as the studio offers it: its name and its fields in document order. */
export const ListDescriptionSchema = z.object({
  list: StudioListSchema,
  /** 'person', 'composition'… */
  singular: z.string(),
  /** 'People', 'Compositions'… */
  plural: z.string(),
  fields: z.array(FieldDescriptionSchema),
});
export type ListDescription = z.output<typeof ListDescriptionSchema>;

/** `GET /api/studio/lists/`: the lists the member may edit. */
export const ListDescriptionsSchema = z.object({ lists: z.array(ListDescriptionSchema) });
