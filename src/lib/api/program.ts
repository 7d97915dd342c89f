import { z } from 'zod';
import { CompositionRefSchema, DateTimeSchema, HtmlSchema, IdentifierSchema, ImageSchema } from './common.ts';
import { PerformanceSchema } from './performance.ts';

/** A program (concert) as `/combined/` lists it. */
export const ProgramSummarySchema = z.object({
  id: z.number().int(),
  /** Used to ask `/stream/program/{uuid}/` for the whole concert's video. */
  uuid: z.uuid(),
  /** URL slug, unique. */
  identifier: IdentifierSchema,
  title: z.string().min(1),
  unlisted: z.boolean(),
  has_video: z.boolean(),
  has_audio: z.boolean(),
  /** Has at least one listed performance with a recording. */
  has_playable_performance: z.boolean(),
  /** E.g. 'March 3–5, 2024'. */
  formatted_date_range: z.string(),
  /** First concert date. */
  date: DateTimeSchema,
  end_date_time: DateTimeSchema,
  preferred_image: ImageSchema.nullable(),
});
export type ProgramSummary = z.output<typeof ProgramSummarySchema>;

/** A performance inside a program, with the composition it plays. */
export const ProgramPerformanceSchema = z.object({
  composition: CompositionRefSchema,
  performance: PerformanceSchema,
});
export type ProgramPerformance = z.output<typeof ProgramPerformanceSchema>;

/** A media feature related to a program. */
export const RelatedMediaFeatureSchema = z.object({
  media_feature: z.object({
    identifier: IdentifierSchema,
    title: z.string().min(1),
    image: ImageSchema.nullable(),
  }),
  /** Why it is related, HTML; empty when none. */
  description: HtmlSchema,
});
export type RelatedMediaFeature = z.output<typeof RelatedMediaFeatureSchema>;

/** `/programs/{identifier}/`. */
export const ProgramDetailSchema = ProgramSummarySchema.extend({
  description: HtmlSchema,
  underwriter_name: z.string(),
  underwriter_logo: ImageSchema.nullable(),
  /** True when the whole concert has a video ('Watch the entire concert'). */
  has_full_video: z.boolean(),
  /** Listed performances, by position. */
  composition_performances: z.array(ProgramPerformanceSchema),
  related_media_features: z.array(RelatedMediaFeatureSchema),
});
export type ProgramDetail = z.output<typeof ProgramDetailSchema>;
