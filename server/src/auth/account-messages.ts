import { HttpError, badRequest } from '../http/errors.ts';

/**
 * Every message the account routes answer with, in one table. The spec's client matches some
 * of them: 'already registered' (provider sign-up of a known email), 'not verified'.
 */
export const ACCOUNT_MESSAGES = {
  alreadyRegistered: 'A user is already registered with this e-mail address.',
  verificationSent: 'Verification e-mail sent.',
  emailVerified: 'ok',
  invalidCredentials: 'No active account found with the given credentials',
  magicLinkSent: 'If an account uses this email, we sent it a sign-in link.',
  magicLinkInvalid: 'This sign-in link is invalid or has expired.',
  refreshInvalid: 'Token is invalid or expired',
  resetSent: 'If an account uses this email, we sent it a link to reset its password.',
  resetDone: 'Password has been reset with the new password.',
  invalidValue: 'Invalid value',
  deleted: 'deleted',
  providerNoEmail: 'The provider did not share an email address, which an account needs.',
  providerRejected: 'The sign-in could not be verified with the provider.',
  providerUnavailable: 'The sign-in provider could not be reached. Try again in a few minutes.',
  providerBusy: 'This sign-in is already in progress. Try again.',
} as const;

/** 400 for a registration whose email has an account. */
export const emailTaken = () => badRequest({ email: [ACCOUNT_MESSAGES.alreadyRegistered] });

/** A failure that concerns the whole form: 400 `{non_field_errors: [message]}`. */
export const formError = (message: string, options?: ErrorOptions) =>
  new HttpError(400, { non_field_errors: [message] }, options);

/** 412 for a password reset of an account that signs in through a provider. */
export const signsInThroughProvider = (provider: string) =>
  new HttpError(412, {
    detail: `This account signed up through ${provider}. Sign in with ${provider} instead of a password.`,
  });
