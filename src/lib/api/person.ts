import { z } from 'zod';
import { CategorySchema, HtmlSchema, IdentifierSchema, ImageSchema } from './common.ts';

/** What a person is mostly known for here; decides their person page's path. */
export const PersonKindSchema = z.enum(['composer', 'performer', 'conductor']);
export type PersonKind = z.output<typeof PersonKindSchema>;

/** A composer, performer or conductor, as `/combined/` lists them. */
export const PersonSchema = z.object({
  id: z.number().int(),
  /** URL slug, unique. */
  identifier: IdentifierSchema,
  first_name: z.string(),
  last_name: z.string().min(1),
  full_name: z.string().min(1),
  /** 'Last, First'. */
  sort_name: z.string().min(1),
  /** Display years, e.g. '1685–1750' or 'b. 1971'; empty when unknown. */
  years: z.string(),
  birth_year: z.number().int().nullable(),
  death_year: z.number().int().nullable(),
  /** Nationality. */
  country: CategorySchema.nullable(),
  /** Biography, HTML; empty when none. */
  biography: HtmlSchema,
  /** A title shown under the name, e.g. 'Principal Oboe'; empty when none. */
  custom_title: z.string(),
  preferred_image: ImageSchema.nullable(),
  /** Defaults to performer. */
  primaryKind: PersonKindSchema.default('performer'),
  /** Every role this person has in the library (a composer may also conduct). */
  kinds: z.array(PersonKindSchema),
});
export type Person = z.output<typeof PersonSchema>;
