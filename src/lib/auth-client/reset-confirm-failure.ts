import { NETWORK_FAILURE } from '../forms/form-messages.ts';
import type { FailedAnswer } from '../forms/server-answers.ts';

/**
 * The spec says nothing of a refused reset confirmation; a link that is wrong, used or older
 * than its hour is the usual cause, and the visitor needs to know to ask for a new one.
 */
export const RESET_LINK_INVALID =
  'Sorry, that password reset link is invalid or has expired. Ask for a new one with Forgot password.';

/** The confirmation's password fields, in the order their messages are preferred. */
const PASSWORD_FIELDS = ['new_password1', 'new_password2', 'non_field_errors'] as const;

function messagesOf(body: unknown, field: string): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const value: unknown = (body as Record<string, unknown>)[field];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((message): message is string => typeof message === 'string') : [];
}

/**
 * What the reset-password form shows when the confirmation fails: for a 400 naming the link's
 * uid or token, {@link RESET_LINK_INVALID}; for a 400 about the password, the server's first
 * message (e.g. 'This password is too short…'); for anything else, or no answer, the
 * network-failure alert (rules §8, 'Password reset other failure').
 */
export function resetConfirmFailure(answer: FailedAnswer | null): string {
  if (answer?.status !== 400) return NETWORK_FAILURE;
  if (messagesOf(answer.body, 'uid').length > 0 || messagesOf(answer.body, 'token').length > 0) {
    return RESET_LINK_INVALID;
  }
  const [first] = PASSWORD_FIELDS.flatMap((field) => messagesOf(answer.body, field));
  return first ?? NETWORK_FAILURE;
}
