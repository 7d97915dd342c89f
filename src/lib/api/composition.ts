import { z } from 'zod';
import {
  CategorySchema,
  HtmlSchema,
  IdentifierSchema,
  ImageSchema,
  PersonRefSchema,
  ProgramNoteSchema,
} from './common.ts';
import { PerformanceSchema } from './performance.ts';

/** A composition as `/combined/` lists it: enough for lists, person pages and search. */
export const CompositionSummarySchema = z.object({
  id: z.number().int(),
  /** URL slug, unique. */
  identifier: IdentifierSchema,
  /** May hold *asterisk* emphasis. */
  title: z.string().min(1),
  /** Title with formatting (HTML); empty when none. */
  alternative_formatted_title: HtmlSchema,
  /** Opus or catalogue number, e.g. 'Op. 55' or 'BWV 1048'; empty when none. */
  opus: z.string(),
  combined_composer_arranger_credit: z.string(),
  /** Commissioned by the orchestra. */
  spco_commission: z.boolean(),
  /** The composer's nationality. */
  country: CategorySchema.nullable(),
  preferred_image: z.nullable(ImageSchema),
  genre: z.array(CategorySchema),
  has_video: z.boolean(),
  has_audio: z.boolean(),
  composer: PersonRefSchema.nullable(),
  arranger: PersonRefSchema.nullable(),
  /** Has a performance that premiered with the orchestra. */
  has_premiere: z.boolean(),
  /** People who conducted a listed performance of it. */
  conductor_ids: z.array(z.number().int()),
  /** People featured in a listed performance of it. */
  performer_ids: z.array(z.number().int()),
  hasDetail: z.boolean().default(true),
  forDisplay: z.boolean().default(true),
  /** True when it has no listed performance, or was unlisted by hand. */
  unlisted: z.boolean().default(false),
});
export type CompositionSummary = z.output<typeof CompositionSummarySchema>;

/** `/compositions/{identifier}/`: the summary plus its note and every performance. */
export const CompositionDetailSchema = CompositionSummarySchema.extend({
  primary_program_note: ProgramNoteSchema.nullable(),
  /**
   * Every performance, unlisted ones included with `unlisted: true`; the site hides
   * them unless the composition itself is unlisted.
   */
  performances: z.array(PerformanceSchema),
});
export type CompositionDetail = z.output<typeof CompositionDetailSchema>;
