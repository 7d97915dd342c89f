// First, before any schema is built: zod must not probe for eval in the browser (the CSP forbids it).
import './zod-jitless.ts';
import { z } from 'zod';

// The contract's shared schemas are built in three modules (these scalars, the image, common.ts's
// references) so that a page reading the API after load can set them up one part per task
// (schemas-after.ts): building every zod schema here at once is one of the longest tasks on a slow phone.

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
