import { NOTICES } from '../errors/notice-table.ts';
import { renderNotice } from '../errors/notice.ts';

/**
 * The forms' messages. The spec gives 'Must be at least 6 characters', 'Does not match
 * password', and 'Required' and 'Invalid email address' for the forgot-password email; it leaves
 * the required and email messages of the other forms out, so every form uses those same two.
 * Messages the spec's error catalogue also lists are read from its one table (notice-table.ts).
 */

/** An empty required field. */
export const REQUIRED = 'Required';
/** An email field that does not look like an address. */
export const INVALID_EMAIL = 'Invalid email address';
/** A password shorter than {@link PASSWORD_MIN_LENGTH} (rules §5). */
export const PASSWORD_TOO_SHORT = 'Must be at least 6 characters';
/** On password_confirmation when it differs from password (rules §5). */
export const PASSWORD_MISMATCH = NOTICES['password-mismatch'].message;

/** Password minimum length (rules §9). */
export const PASSWORD_MIN_LENGTH = 6;

/** Sign-in 400 whose non-field error says 'not verified' (rules §5). */
export const EMAIL_NOT_VERIFIED = NOTICES['email-not-verified'].message;
/** Any other sign-in 400 (rules §5). */
export const SIGN_IN_REJECTED = NOTICES['sign-in-rejected'].message;
/** Registration failure: this, then the first password error, else the first email error (rules §8). */
export const REGISTRATION_FAILED_PREFIX = NOTICES['registration-rejected'].message.replace('{detail}', '');
/** Registration failure without a password or email error (rules §8). */
export const REGISTRATION_FAILED = NOTICES['registration-failed'].message;
/** The alert for a failed call (rules §8). */
export const NETWORK_FAILURE = NOTICES['network-failure'].message;

/** Password reset 412: the account signed up through a social network (rules §8). */
export function socialAccountResetMessage(email: string): string {
  return renderNotice('reset-social-account', { email }).message;
}
