import { failedAnswerOf } from '#lib/auth-client/auth-call-error.ts';
import { renderNotice } from '#lib/errors/notice.ts';
import { NETWORK_FAILURE } from '#lib/forms/form-messages.ts';
import { signInFailure } from '#lib/forms/server-answers.ts';
import { accountClient } from './account-client.ts';
import { failed, goTo, sitePath, STAY, type AccountOutcome } from './account-outcome.ts';
import { showFlash } from './flash.ts';
import { oncePerKey } from './once-per-key.ts';
import { takeRedirect } from './redirect-to.ts';
import { signIn } from './session.ts';

/**
 * Asks for an emailed sign-in link (passwordless sign-in). Success flashes 'Check your email
 * for a sign-in link.' (15 s) and stays; a refusal follows the sign-in rule of rules §5.
 */
export async function requestSignInLink(email: string): Promise<AccountOutcome> {
  try {
    await accountClient.requestSignInLink(email.trim());
  } catch (error) {
    return failed(signInFailure(failedAnswerOf(error)).message);
  }
  showFlash(renderNotice('sign-in-link-sent'));
  return STAY;
}

function linkRefused(): AccountOutcome {
  showFlash(renderNotice('sign-in-link-invalid'));
  return goTo(sitePath('/sign-in'), true);
}

async function magicLinkSignIn(token: string): Promise<AccountOutcome> {
  try {
    signIn(await accountClient.signInWithLink(token));
  } catch (error) {
    const answer = failedAnswerOf(error);
    if (answer === null) return failed(NETWORK_FAILURE);
    if (answer.status !== 400) return failed(renderNotice('sign-in-link-failed').message);
    return linkRefused();
  }
  showFlash(renderNotice('signed-in'));
  return goTo(takeRedirect(sitePath('/compositions')), true);
}

const magicLinkOnce = oncePerKey(magicLinkSignIn);

/**
 * Signs in with the token of an emailed link (`/magic/{token}`; null when the path holds
 * none). Success flashes "You're signed in." (6 s) and goes to the remembered `redirectTo` or
 * /compositions. A 400 (a used, expired or unknown link) flashes 'Sorry, we couldn't sign you
 * in with that link; it might be expired.' and goes to /sign-in to ask for a new one; another
 * answer shows 'Sorry, we're having problems connecting.', and no answer the network-failure
 * alert, so the visitor can try the same link again.
 */
export async function signInWithMagicLink(token: string | null): Promise<AccountOutcome> {
  if (token === null) return linkRefused();
  return magicLinkOnce(token);
}
