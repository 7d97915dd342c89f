import { INVALID_EMAIL, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, REQUIRED } from './form-messages.ts';
import { codePointLength } from '../text/code-points.ts';

/**
 * One field's checks. Each returns the message to show, or null when the value passes.
 * Names and emails are judged trimmed (a value of spaces is empty); passwords are judged as
 * typed, since spaces are valid password characters.
 */

/**
 * The basic address pattern: something, '@', a domain with a dot, and a top-level domain of
 * two letters or more. The server has the last word; this catches typing slips.
 */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** A required text field (names). */
export function checkRequired(value: string): string | null {
  return value.trim() === '' ? REQUIRED : null;
}

/** An email field: required, then the address pattern. */
export function checkEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return REQUIRED;
  return EMAIL_PATTERN.test(email) ? null : INVALID_EMAIL;
}

/** A password field: required, then at least six characters (counted as code points). */
export function checkPassword(value: string): string | null {
  if (value === '') return REQUIRED;
  return codePointLength(value) < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
}
