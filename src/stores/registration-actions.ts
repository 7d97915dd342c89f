import { reportAccountPageView } from '#lib/analytics/account-page-views.ts';
import { analytics } from '#lib/analytics/site-analytics.ts';
import { failedAnswerOf } from '#lib/auth-client/auth-call-error.ts';
import { renderNotice } from '#lib/errors/notice.ts';
import { NETWORK_FAILURE } from '#lib/forms/form-messages.ts';
import type { SignUpValues } from '#lib/forms/form-validation.ts';
import { registrationFailure } from '#lib/forms/server-answers.ts';
import { accountClient } from './account-client.ts';
import { failed, goAfter, goTo, sitePath, type AccountOutcome } from './account-outcome.ts';
import { showFlash } from './flash.ts';
import { oncePerKey } from './once-per-key.ts';
import { $session, whenSessionRestored } from './session.ts';

/**
 * Registers an account (rules §7). Success reports the 'sign-up success' page view,
 * flashes 'You're signed up! Check your email for a verification link.' (8 s) and goes home,
 * since nothing can be played before the email is confirmed; a refusal is shown in the form by
 * the rule of rules §8.
 */
export async function register(values: SignUpValues): Promise<AccountOutcome> {
  try {
    await accountClient.register({
      email: values.email.trim(),
      password1: values.password,
      password2: values.password_confirmation,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
    });
  } catch (error) {
    return failed(registrationFailure(failedAnswerOf(error)).message);
  }
  reportAccountPageView(analytics, 'sign-up-success');
  showFlash(renderNotice('registered'));
  return goTo(sitePath('/'));
}

async function verifyEmail(key: string): Promise<AccountOutcome> {
  try {
    await accountClient.verifyEmail(key);
  } catch {
    return failed(NETWORK_FAILURE);
  }
  await whenSessionRestored();
  const signedIn = $session.get() !== null;
  const notice = renderNotice(signedIn ? 'email-verified-signed-in' : 'email-verified-signed-out');
  showFlash(notice);
  return goAfter(notice, signedIn ? '/compositions' : '/sign-in');
}

const verifyEmailOnce = oncePerKey(verifyEmail);

/**
 * Confirms an email with the key of its verification link (null when the path holds none).
 * Success flashes by sign-in state (rules §4, §8 s) and goes to /compositions when signed
 * in, /sign-in when not; any failure is the network-failure alert (rules §8).
 */
export async function confirmEmail(key: string | null): Promise<AccountOutcome> {
  return key === null ? failed(NETWORK_FAILURE) : verifyEmailOnce(key);
}
