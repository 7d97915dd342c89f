import { site } from '../config/site.ts';
import type { ProviderLoginAnswer, Session } from '../lib/api/auth.ts';
import { openProviderPopup, type PopupHost, type ProviderCallback } from '../lib/auth-client/provider-popup.ts';
import {
  emailInIdToken,
  providerId,
  providerSignInFailure,
  providerWelcome,
} from '../lib/auth-client/provider-sign-in.ts';
import { accountClient } from './account-client.ts';
import { failed, goTo, sitePath, STAY, type AccountOutcome } from './account-outcome.ts';
import { showFlash } from './flash.ts';
import { takeRedirect } from './redirect-to.ts';
import { signIn } from './session.ts';

/** The two kinds of provider (spec section 1): a platform identity provider and a social network. */
export type ProviderKind = 'identity' | 'social';

/** The configured provider of a kind; its buttons show only when it has a client or app id. */
export function configuredProvider(kind: ProviderKind): { id: string; name: string; enabled: boolean } {
  const config = kind === 'identity' ? site.identity : site.social;
  const clientId = kind === 'identity' ? site.identity.clientId : site.social.appId;
  return { id: providerId(config.providerName), name: config.providerName, enabled: clientId !== '' };
}

function login(kind: ProviderKind, provider: string, callback: ProviderCallback): Promise<ProviderLoginAnswer> {
  if (kind === 'identity' && callback.id_token !== undefined) {
    const { id_token, code, user } = callback;
    return accountClient.identityLogin(provider, {
      id_token,
      client_id: site.identity.clientId,
      ...(code === undefined ? {} : { code }),
      ...(user === undefined ? {} : { user }),
    });
  }
  return accountClient.socialLogin(provider, callback.access_token ?? '');
}

function sessionOf(answer: ProviderLoginAnswer): Session {
  const { new_user: _newUser, ...session } = answer;
  return session;
}

/** A failure's notice: a flash, an alert in the form's callout, or nothing. */
function showFailure(error: unknown, email: string | null): AccountOutcome {
  const notice = providerSignInFailure(error, email);
  if (notice.show.kind === 'silent') return STAY;
  if (notice.show.kind === 'flash') {
    showFlash(notice);
    return STAY;
  }
  return failed(notice.message);
}

/**
 * Signs in (or up) through a provider's popup, then `POST /rest-auth/{provider}-jwt/`.
 * Success flashes 'You're now signed up to login to the Listening Library with {provider}.' or
 * "You're signed in with {provider}." (8 s) and goes to `redirectTo` or /compositions; the
 * failures are those of spec section 8 (silent when the visitor closes the popup).
 */
export async function signInWithProvider(kind: ProviderKind, host: PopupHost): Promise<AccountOutcome> {
  const provider = configuredProvider(kind);
  let callback: ProviderCallback;
  try {
    callback = await openProviderPopup(host, { provider: provider.id, providerName: provider.name, authHost: site.authHost });
  } catch (error) {
    return showFailure(error, null);
  }
  const email = callback.email ?? (callback.id_token === undefined ? null : emailInIdToken(callback.id_token));
  let answer: ProviderLoginAnswer;
  try {
    answer = await login(kind, provider.id, callback);
  } catch (error) {
    return showFailure(error, email);
  }
  signIn(sessionOf(answer));
  showFlash(providerWelcome(answer, provider.name));
  return goTo(takeRedirect(sitePath('/compositions')), true);
}
