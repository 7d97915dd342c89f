import type { ResetLink } from '#lib/auth-client/account-paths.ts';
import { failedAnswerOf } from '#lib/auth-client/auth-call-error.ts';
import { resetConfirmFailure } from '#lib/auth-client/reset-confirm-failure.ts';
import { renderNotice } from '#lib/errors/notice.ts';
import type { ResetPasswordValues } from '#lib/forms/form-validation.ts';
import { passwordResetFailure } from '#lib/forms/server-answers.ts';
import { accountClient } from './account-client.ts';
import { failed, goAfter, goTo, sitePath, STAY, type AccountOutcome } from './account-outcome.ts';
import { showFlash } from './flash.ts';

/**
 * Asks for a password-reset email. Success flashes 'Check your email for a link to reset your
 * password.' (14 s; the spec gives the time, not the words) and stays. A 412 (the account
 * signed up through a social network) flashes 'It looks like the email {email} signed up
 * through a social network…' (8 s) and goes to /sign-in; any other failure is the
 * network-failure alert (rules §8).
 */
export async function requestPasswordReset(email: string): Promise<AccountOutcome> {
  try {
    await accountClient.requestPasswordReset(email.trim());
  } catch (error) {
    const failure = passwordResetFailure(failedAnswerOf(error), email);
    if (failure.kind === 'alert') return failed(failure.message);
    showFlash({ message: failure.message, ms: failure.durationMs });
    return goTo(sitePath(failure.redirectTo));
  }
  showFlash(renderNotice('password-reset-sent'));
  return STAY;
}

/**
 * Sets a new password with the uid and token of a reset link. Success flashes 'Great, we
 * reset your password. Sign in with your new password to continue.' (8 s) and goes to
 * /sign-in (rules §4).
 */
export async function resetPassword(link: ResetLink, values: ResetPasswordValues): Promise<AccountOutcome> {
  try {
    await accountClient.confirmPasswordReset({
      uid: link.uid,
      token: link.token,
      new_password1: values.password,
      new_password2: values.password_confirmation,
    });
  } catch (error) {
    return failed(resetConfirmFailure(failedAnswerOf(error)));
  }
  const notice = renderNotice('password-reset-done');
  showFlash(notice);
  return goAfter(notice, '/sign-in');
}
