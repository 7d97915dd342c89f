import type { AuthProvider } from '../provider-config.ts';
import type { ProviderPopup } from './config.ts';
import { codeChallenge, type PopupFlow } from './flow.ts';

/** The spec's scope for the platform identity provider: "initialised in popup mode with the scope name and email". */
export const IDENTITY_SCOPE = 'name email';

/** A social network's default scope: the email an account needs. */
export const SOCIAL_SCOPE = 'email';

/** A provider that has a popup configured. */
export type PopupProvider = AuthProvider & { popup: ProviderPopup };

/** The scope a popup asks for. */
export function popupScope(provider: PopupProvider): string {
  return provider.popup.scope ?? (provider.kind === 'oidc' ? IDENTITY_SCOPE : SOCIAL_SCOPE);
}

/** How the provider comes back: form_post for OpenID Connect (Apple requires it with a scope), else query. */
export function popupResponseMode(provider: PopupProvider): 'query' | 'form_post' {
  return provider.popup.responseMode ?? (provider.kind === 'oidc' ? 'form_post' : 'query');
}

/**
 * The provider's authorization URL for a flow: an authorization-code request (RFC 6749) with
 * `state`, a PKCE S256 challenge (RFC 7636) and, for OpenID Connect, the flow's `nonce`.
 * Query parameters already in `authorizeUrl` are kept.
 */
export function authorizationUrl(provider: PopupProvider, flow: PopupFlow): URL {
  const url = new URL(provider.popup.authorizeUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: provider.popup.clientId,
    redirect_uri: provider.popup.redirectUri,
    scope: popupScope(provider),
    state: flow.state,
    code_challenge: codeChallenge(flow.verifier),
    code_challenge_method: 'S256',
  };
  if (provider.kind === 'oidc') params['nonce'] = flow.nonce;
  // 'query' is every provider's default; naming it would only upset those that do not know the parameter.
  if (popupResponseMode(provider) === 'form_post') params['response_mode'] = 'form_post';
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}
