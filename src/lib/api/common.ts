// First, before any schema is built: zod must not probe for eval in the browser (the CSP forbids it).
import './zod-jitless.ts';
import { z } from 'zod';

/** An ISO 8601 instant with an offset, as the API writes every date-time (UTC, `Z`). */
export const DateTimeSchema = z.iso.datetime({ offset: true });

/**
 * HTML that came from the content API. It is untrusted: the site sanitises it with
 * one allow-list before it reaches a page.
 */
export const HtmlSchema = z.string();

/** The longest identifier the contract accepts. */
export const IDENTIFIER_MAX_LENGTH = 128;

/**
 * A record's identifier, and every reference to one: the URL slug of its page
 * (`/composition/{identifier}`) and of its detail call, so it must be one safe path segment.
 * 1–128 ASCII letters, digits, `-`, `_` and `.`, not starting with `.` (which rules out `.`,
 * `..` and hidden file names). `encodeURIComponent` leaves every such identifier unchanged.
 */
export const IdentifierSchema = z
  .string()
  .max(IDENTIFIER_MAX_LENGTH, `an identifier has at most ${IDENTIFIER_MAX_LENGTH} characters`)
  .regex(
    /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/,
    "an identifier is ASCII letters, digits, '-', '_' and '.', not starting with '.'",
  );

/** Whether a value is a valid identifier (IdentifierSchema). */
export function isIdentifier(value: unknown): value is string {
  return IdentifierSchema.safeParse(value).success;
}

/** A URL or a root-relative path on the content host. */
export const UrlSchema = z.string().min(1);

/** An image with the renditions of rules §9 and the credit shown beside it. */
export const ImageSchema = z.object({
  /** The original image. */
  url: UrlSchema,
  /** Intrinsic width of the original, in pixels. */
  width: z.number().int().positive(),
  /** Intrinsic height of the original, in pixels. */
  height: z.number().int().positive(),
  /** Text alternative; empty when the image is decorative. */
  alt: z.string(),
  /** Photographer or source credit, plain text; empty when none. */
  credit: z.string(),
  /** Fixed-size renditions: 256x144, 512x288, a square thumbnail and the 1200x630 share image. */
  renditions: z.object({
    wd_256x144: UrlSchema,
    wd_512x288: UrlSchema,
    thumbnail: UrlSchema,
    social_1200x630: UrlSchema,
  }),
});
export type Image = z.output<typeof ImageSchema>;

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

/** An error answer: `detail`, `non_field_errors` or `{field: [messages]}`. */
export const ErrorAnswerSchema = z
  .object({
    detail: z.string().optional(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.union([z.array(z.string()), z.string()]));
export type ErrorAnswer = z.output<typeof ErrorAnswerSchema>;
