import { renderNotice } from '#lib/errors/notice.ts';
import { HandledError } from '#lib/errors/handled-error.ts';
import { NETWORK_FAILURE } from '#lib/forms/form-messages.ts';
import { accountClient } from './account-client.ts';
import { failed, goTo, sitePath, type AccountOutcome } from './account-outcome.ts';
import { showFlash } from './flash.ts';
import { clearSession } from './session.ts';

/** The question asked before an account is deleted (rules §4). */
export const DELETE_ACCOUNT_QUESTION = 'Are you sure you want to delete your account?';

/**
 * Deletes the signed-in account (`DELETE {api base}/user_delete/` with the bearer token). On
 * success the session is forgotten, 'Ok, we deleted your account.' flashes (8 s) and the
 * visitor goes home; a failure shows its notice (the network-failure alert) and keeps the
 * visitor signed in.
 */
export async function deleteAccount(): Promise<AccountOutcome> {
  try {
    await accountClient.deleteAccount();
  } catch (error) {
    return failed(error instanceof HandledError ? error.notice.message : NETWORK_FAILURE);
  }
  clearSession();
  showFlash(renderNotice('account-deleted'));
  return goTo(sitePath('/'), true);
}
