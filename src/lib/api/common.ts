// First, before any schema is built: zod must not probe for eval in the browser (the CSP forbids it).
import './zod-jitless.ts';
import { z } from 'zod';
import { HtmlSchema, IdentifierSchema } from './common-scalars.ts';

export {
  DateTimeSchema,
  HtmlSchema,
  IDENTIFIER_MAX_LENGTH,
  IdentifierSchema,
  isIdentifier,
  UrlSchema,
} from './common-scalars.ts';
export { ImageSchema, type Image } from './common-image.ts';
export { ErrorAnswerSchema, type ErrorAnswer } from './error-answer.ts';

/** A genre or a nationality. */
export const CategorySchema = z.object({
  /** URL slug, unique within its kind. */
  identifier: IdentifierSchema,
  /** Display title. */
  title: z.string().min(1),
});
export type Category = z.output<typeof CategorySchema>;

/** The short reference to a person that other entities embed. */
export const PersonRefSchema = z.object({
  id: z.number().int(),
  identifier: IdentifierSchema,
  full_name: z.string().min(1),
  /** 'Last, First': the order lists sort by. */
  sort_name: z.string().min(1),
});
export type PersonRef = z.output<typeof PersonRefSchema>;

/** The short reference to a composition that other entities embed. */
export const CompositionRefSchema = z.object({
  id: z.number().int(),
  identifier: IdentifierSchema,
  title: z.string().min(1),
  /** Composer and arranger in one credit line, e.g. 'Bach, arr. Stravinsky'. */
  combined_composer_arranger_credit: z.string(),
  composer: PersonRefSchema.nullable(),
});
export type CompositionRef = z.output<typeof CompositionRefSchema>;

/** The short reference to a program (concert) that other entities embed. */
export const ProgramRefSchema = z.object({
  id: z.number().int(),
  identifier: IdentifierSchema,
  title: z.string().min(1),
  formatted_date_range: z.string(),
});
export type ProgramRef = z.output<typeof ProgramRefSchema>;

/** A program note or a composition's primary program note. */
export const ProgramNoteSchema = z.object({
  /** The note itself, HTML. */
  text: HtmlSchema,
  /** The byline, HTML (e.g. 'Note by <em>Jane Doe</em>'). */
  formatted_credit_html: HtmlSchema,
});
export type ProgramNote = z.output<typeof ProgramNoteSchema>;

/** Every list endpoint answers a page in this shape (the whole list, so `next` is null). */
export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
