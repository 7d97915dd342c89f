import { site } from '../config/site.ts';
import type { ProviderLoginAnswer, Session } from '#lib/api/auth.ts';
import { reportAccountPageView } from '#lib/analytics/account-page-views.ts';
import { analytics } from '#lib/analytics/site-analytics.ts';
import { requestNativeCredential } from '#lib/auth-client/native-provider-sign-in.ts';
import { openProviderPopup, type PopupHost, type ProviderCallback } from '#lib/auth-client/provider-popup.ts';
import {
  emailInIdToken,
  providerId,
  providerSignInFailure,
  providerWelcome,
  type ProviderKind,
} from '#lib/auth-client/provider-sign-in.ts';
import { findNativeBridge, type NativeBridgeScope } from '#lib/native/native-bridge.ts';
import { accountClient } from './account-client.ts';
import { failed, goTo, sitePath, STAY, type AccountOutcome } from './account-outcome.ts';
import { showFlash } from './flash.ts';
import { takeRedirect } from './redirect-to.ts';
import { signIn } from './session.ts';

export type { ProviderKind } from '#lib/auth-client/provider-sign-in.ts';

/** A configured provider: its route id, display name, and whether its buttons show. */
export interface ConfiguredProvider {
  readonly id: string;
  readonly name: string;
  readonly enabled: boolean;
}

/** The configured provider of a kind; its buttons show only when it has a client or app id. */
export function configuredProvider(kind: ProviderKind): ConfiguredProvider {
  const config = kind === 'identity' ? site.identity : site.social;
  const clientId = kind === 'identity' ? site.identity.clientId : site.social.appId;
  return { id: providerId(config.providerName), name: config.providerName, enabled: clientId !== '' };
}

/** Obtains a provider's credential from the visitor: the web popup, or the native wrapper. */
export type CredentialSource = (kind: ProviderKind, provider: ConfiguredProvider) => Promise<ProviderCallback>;

/** The web's way (rules §7): the provider's popup, opened from `host`. */
export function popupCredentials(host: PopupHost): CredentialSource {
  return (_kind, provider) =>
    openProviderPopup(host, { provider: provider.id, providerName: provider.name, authHost: site.authHost });
}

/**
 * The credential source of a page: in native mode the wrapper's bridge (the wrapper signs the
 * visitor in with the platform's own sheet and answers the credential), else the web popup,
 * which is also the fallback when a native build runs outside a wrapper.
 */
export function pageCredentials(nativeMode: boolean, scope: PopupHost & NativeBridgeScope): CredentialSource {
  const bridge = nativeMode ? findNativeBridge(scope) : undefined;
  if (bridge === undefined) return popupCredentials(scope);
  return (kind, provider) =>
    requestNativeCredential(bridge, { kind, provider: provider.id, providerName: provider.name });
}

/**
 * `POST /rest-auth/{provider}-jwt/` as rules §7 says: a platform identity provider's
 * id_token with the code and user when given, and client_id only when the native app gave one;
 * a social network's access_token.
 */
function login(kind: ProviderKind, provider: string, callback: ProviderCallback): Promise<ProviderLoginAnswer> {
  if (kind === 'identity' && callback.id_token !== undefined) {
    const { id_token, code, user, client_id } = callback;
    return accountClient.identityLogin(provider, {
      id_token,
      ...(code === undefined ? {} : { code }),
      ...(user === undefined ? {} : { user }),
      ...(client_id === undefined ? {} : { client_id }),
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
 * Signs in (or up) with a provider's credential from `credentials` (the popup, or the native
 * wrapper), then `POST /rest-auth/{provider}-jwt/`. Success flashes 'You're now signed up to
 * login to the Listening Library with {provider}.' (a new account, also reported as the
 * 'sign-up success' page view) or "You're signed in with {provider}." (8 s) and goes to
 * `redirectTo` or /compositions; the failures are those of rules §8 (silent when the
 * visitor closes the popup or cancels the wrapper's sheet).
 */
export async function signInWithProvider(kind: ProviderKind, credentials: CredentialSource): Promise<AccountOutcome> {
  const provider = configuredProvider(kind);
  let callback: ProviderCallback;
  try {
    callback = await credentials(kind, provider);
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
  if (answer.new_user) reportAccountPageView(analytics, 'sign-up-success');
  showFlash(providerWelcome(answer, provider.name));
  return goTo(takeRedirect(sitePath('/compositions')), true);
}
