import { z } from 'zod';

/**
 * The fields the studio's request bodies are built from, with the messages an editor reads at the
 * field. Every field has an upper bound, so an oversized value is a field error, never a 500.
 */

/** The shortest staff password: staff edit the whole library, so longer than a listener's. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** The longest password accepted: any passphrase fits, hashing stays cheap. */
export const STAFF_PASSWORD_MAX_LENGTH = 1024;
/** A person's name as the studio shows it. */
export const STAFF_NAME_MAX_LENGTH = 150;
/** Tokens and tickets the server sent are far shorter than this. */
export const TOKEN_MAX_LENGTH = 2048;

const missingOrWrongType = (issue: { input: unknown }) =>
  issue.input === undefined ? 'This field is required.' : 'Not a valid string.';
const tooLong = (max: number) => ({ error: `Ensure this field has no more than ${max} characters.` });

/** A required string of at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: missingOrWrongType })
    .min(1, { error: 'This field may not be blank.' })
    .max(max, tooLong(max));
}

/** An email address, trimmed and lower-cased: one address is one account whatever its spelling. */
export const StaffEmailSchema = z
  .string({ error: missingOrWrongType })
  .trim()
  .toLowerCase()
  .min(1, { error: 'This field may not be blank.' })
  .max(254, tooLong(254))
  .pipe(z.email({ error: 'Enter a valid email address, such as name@example.org.' }));

/** A person's name, trimmed, not blank. */
export const StaffNameSchema = z
  .string({ error: missingOrWrongType })
  .trim()
  .min(1, { error: 'This field may not be blank.' })
  .max(STAFF_NAME_MAX_LENGTH, tooLong(STAFF_NAME_MAX_LENGTH));

/** A new staff password. */
export const StaffNewPasswordSchema = z
  .string({ error: missingOrWrongType })
  .min(STAFF_PASSWORD_MIN_LENGTH, {
    error: `This password is too short. It must contain at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  })
  .max(STAFF_PASSWORD_MAX_LENGTH, tooLong(STAFF_PASSWORD_MAX_LENGTH));

/** A password being checked: not measured, a wrong one is just wrong. */
export const StaffPasswordSchema = requiredText(STAFF_PASSWORD_MAX_LENGTH);

/** The message a body that is not a JSON object gets. */
export const notAnObject = { error: 'Invalid data. Expected a dictionary.' };
