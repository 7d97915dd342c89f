import { z } from 'zod';
import { FieldChangeSchema } from './audit.ts';
import { RecordStateSchema, StudioListSchema } from './records.ts';

/**
 * Publishing from the studio: a publish takes drafts (all, or the ones picked) through the
 * rebuild pipeline and moves the API and the site to the next catalogue version together; a
 * rollback publishes an earlier version again. Both are entries of one history.
 */

/** What made an entry of the history. */
export const PublishKindSchema = z.enum(['publish', 'scheduled', 'rollback', 'import']);
export type PublishKind = z.output<typeof PublishKindSchema>;

export const PublishStateSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type PublishState = z.output<typeof PublishStateSchema>;

/** Where a running publish is, in the order it goes. */
export const PublishPhaseSchema = z.enum(['preparing', 'pulling', 'rendering', 'checking', 'publishing', 'switching']);
export type PublishPhase = z.output<typeof PublishPhaseSchema>;

/** One record a publish changed. */
export const PublishedChangeSchema = z.object({
  list: StudioListSchema,
  key: z.string(),
  title: z.string(),
  action: z.enum(['added', 'changed', 'removed']),
  /** The public page's path below the site's base path (`/composition/x/`); null for a record with no page, or removed. */
  path: z.string().nullable(),
});
export type PublishedChange = z.output<typeof PublishedChangeSchema>;

/** One entry of the history, as the studio shows it. */
export const PublishSchema = z.object({
  id: z.number().int().positive(),
  kind: PublishKindSchema,
  state: PublishStateSchema,
  /** Who asked; null for a scheduled publish or an import. */
  requested_by: z.string().nullable(),
  requested_at: z.iso.datetime({ offset: true }),
  started_at: z.iso.datetime({ offset: true }).nullable(),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
  phase: PublishPhaseSchema.nullable(),
  pages_done: z.number().int().nonnegative(),
  /** The last good build's pages, as an estimate while this one renders; null when unknown. */
  pages_expected: z.number().int().nonnegative().nullable(),
  /** Seconds from start to end, or to now while it runs; null while queued. */
  seconds: z.number().nonnegative().nullable(),
  /** The one-line reason of a failure. */
  reason: z.string().nullable(),
  build_id: z.string().nullable(),
  pages: z.number().int().nonnegative().nullable(),
  catalogue_version: z.number().int().nonnegative().nullable(),
  /** For a rollback: the entry it published again. */
  rollback_of: z.number().int().positive().nullable(),
  changes: z.array(PublishedChangeSchema),
  /** Whether an admin can roll back to this entry (it is done and one of the last ten). */
  can_roll_back_to: z.boolean(),
});
export type Publish = z.output<typeof PublishSchema>;

export const PublishHistorySchema = z.object({ results: z.array(PublishSchema) });

/** A record picked for a publish. */
export const PickedRecordSchema = z.object({ list: StudioListSchema, key: z.string().min(1) });
export type PickedRecord = z.output<typeof PickedRecordSchema>;

/** POST body of a publish: the records whose drafts to publish; every draft when left out. */
export const PublishRequestSchema = z.strictObject({
  records: z.array(PickedRecordSchema).min(1, { error: 'Pick at least one record to publish.' }).optional(),
});

/** A record with unpublished changes, and what they are, field by field against the published record. */
export const DraftChangeSchema = z.object({
  list: StudioListSchema,
  key: z.string(),
  title: z.string(),
  state: RecordStateSchema.exclude(['published']),
  updated_by: z.string(),
  updated_at: z.iso.datetime({ offset: true }),
  /** The public page it will change, below the site's base path; null when it has none. */
  path: z.string().nullable(),
  /** Only the fields that differ: before (null for a new record) and after (null for a deletion). */
  changes: z.record(z.string(), FieldChangeSchema),
});
export type DraftChange = z.output<typeof DraftChangeSchema>;

/** Every record with unpublished changes, the oldest draft first. */
export const DraftChangesSchema = z.object({ results: z.array(DraftChangeSchema) });

/** What a schedule does at its time: publish a record's draft, or take a published record down. */
export const ScheduleActionSchema = z.enum(['publish', 'take-down'], {
  error: "Choose 'publish' or 'take-down'.",
});
export type ScheduleAction = z.output<typeof ScheduleActionSchema>;

/** A record's time to go public, or to be taken down. */
export const ScheduleSchema = z.object({
  id: z.number().int().positive(),
  list: StudioListSchema,
  key: z.string(),
  title: z.string(),
  action: ScheduleActionSchema,
  due_at: z.iso.datetime({ offset: true }),
  created_by: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Schedule = z.output<typeof ScheduleSchema>;

/** The schedules not yet due, soonest first. */
export const SchedulesSchema = z.object({ results: z.array(ScheduleSchema) });

/** POST body of a schedule: one per record and action; a second replaces the first. */
export const ScheduleRequestSchema = z.strictObject({
  list: StudioListSchema,
  key: z.string().min(1),
  action: ScheduleActionSchema,
  due_at: z.iso.datetime({ offset: true, error: 'A date and time, such as 2026-12-04T19:30:00-06:00.' }),
});

/** How many entries the history keeps a way back to. */
export const ROLLBACK_DEPTH = 10;
