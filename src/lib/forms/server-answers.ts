import {
  EMAIL_NOT_VERIFIED,
  NETWORK_FAILURE,
  REGISTRATION_FAILED,
  REGISTRATION_FAILED_PREFIX,
  SIGN_IN_REJECTED,
  socialAccountResetMessage,
} from './form-messages.ts';

/**
 * What the forms show when the server refuses a submission. Each function takes the failed
 * answer (status and parsed JSON body, or null for the body when it was not JSON), or null when
 * no answer came at all (the network failed).
 */

/** A non-ok answer. */
export interface FailedAnswer {
  status: number;
  body: unknown;
}

/** Where a failure's message goes: the form's alert callout, or a blocking alert. */
export type FailureMessage = { kind: 'form'; message: string } | { kind: 'alert'; message: typeof NETWORK_FAILURE };

/** The password-reset request's failures: the social-account flash and redirect, or the alert. */
export type ResetRequestFailure =
  | { kind: 'flash'; message: string; durationMs: number; redirectTo: '/sign-in' }
  | { kind: 'alert'; message: typeof NETWORK_FAILURE };

const networkAlert = { kind: 'alert', message: NETWORK_FAILURE } as const;

/** How long the social-account flash stays (rules §8). */
export const SOCIAL_ACCOUNT_FLASH_MS = 8000;

/**
 * The body as the contract's error answer (`{detail}`, `{non_field_errors}`, `{field: [messages]}`),
 * read by hand rather than with its zod schema, which would weigh on the form islands.
 */
function errorBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A field's messages, whether the server sent one string or a list. */
function messagesOf(answer: Record<string, unknown>, field: string): string[] {
  const value = answer[field];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((message): message is string => typeof message === 'string') : [];
}

/**
 * Sign-in refused (rules §5): a 400 whose non-field error (non_field_errors, or detail)
 * contains 'not verified' asks the visitor to verify; any other 400 is the wrong email or
 * password; any other answer, or none, is the network-failure alert.
 */
export function signInFailure(answer: FailedAnswer | null): FailureMessage {
  if (answer === null || answer.status !== 400) return networkAlert;
  const body = errorBody(answer.body);
  const nonField = [...messagesOf(body, 'non_field_errors'), ...messagesOf(body, 'detail')];
  const unverified = nonField.some((message) => message.toLowerCase().includes('not verified'));
  return { kind: 'form', message: unverified ? EMAIL_NOT_VERIFIED : SIGN_IN_REJECTED };
}

/** Registration's password fields, in the order their errors are preferred. */
const PASSWORD_FIELDS = ['password1', 'password2', 'password'] as const;

/**
 * Registration refused (rules §8): "We couldn't create your account; " and the first
 * password error, else the first email error; else 'Sorry, we couldn't create your account!'.
 * No answer at all is the network-failure alert.
 */
export function registrationFailure(answer: FailedAnswer | null): FailureMessage {
  if (answer === null) return networkAlert;
  const body = errorBody(answer.body);
  const [first] = [...PASSWORD_FIELDS.flatMap((field) => messagesOf(body, field)), ...messagesOf(body, 'email')];
  return { kind: 'form', message: first === undefined ? REGISTRATION_FAILED : REGISTRATION_FAILED_PREFIX + first };
}

/**
 * Password-reset request refused (rules §7 and §8): 412 means the account signed up through
 * a social network (an 8-second flash naming the email, then /sign-in); anything else, 404
 * included, or no answer, is the network-failure alert.
 */
export function passwordResetFailure(answer: FailedAnswer | null, email: string): ResetRequestFailure {
  if (answer?.status !== 412) return networkAlert;
  return {
    kind: 'flash',
    message: socialAccountResetMessage(email.trim()),
    durationMs: SOCIAL_ACCOUNT_FLASH_MS,
    redirectTo: '/sign-in',
  };
}
