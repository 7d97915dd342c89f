import { z } from 'zod';

/**
 * A client secret the server signs itself for each code exchange, as Sign in with Apple asks:
 * an ES256 JWT with `iss` = the team id, `sub` = the client id, `aud` = the provider.
 */
export const SignedClientSecretSchema = z.object({
  /** The `iss` of the secret: Apple's team id. */
  issuer: z.string().min(1),
  /** The `kid` of the signing key, as the provider knows it. */
  keyId: z.string().min(1),
  /** The ES256 private key, PKCS#8 PEM (Apple's `.p8` file). */
  privateKey: z.string().includes('PRIVATE KEY'),
  /** The `aud` of the secret, e.g. `https://appleid.apple.com`. */
  audience: z.string().min(1),
});

/**
 * The web sign-in popup of one provider (rules §7): an OAuth 2.0 authorization-code flow
 * with PKCE that starts at `GET /accounts/{id}/login/` and ends at `/accounts/{id}/login/callback/`.
 */
export const ProviderPopupSchema = z
  .object({
    /** The provider's authorization endpoint, e.g. `https://appleid.apple.com/auth/authorize`. */
    authorizeUrl: z.url(),
    /** The provider's token endpoint, e.g. `https://appleid.apple.com/auth/token`. */
    tokenUrl: z.url(),
    /**
     * The public URL of this server's callback, exactly as registered with the provider:
     * `{content host}/accounts/{id}/login/callback/`. Never derived from the request's Host.
     */
    redirectUri: z.url(),
    /** The web client id: for OpenID Connect one of `clientIds` (Apple's Services ID), for a social network its `appId`. */
    clientId: z.string().min(1),
    /** A fixed client secret, sent in the token request's body (`client_secret_post`). */
    clientSecret: z.string().min(1).optional(),
    /** Or a secret the server signs for each exchange (Sign in with Apple). */
    signedClientSecret: SignedClientSecretSchema.optional(),
    /** The scope asked for; by default 'name email' for OpenID Connect (the spec's), 'email' for a social network. */
    scope: z.string().min(1).optional(),
    /**
     * How the provider returns to the callback: 'form_post' (Apple, whenever a scope is asked
     * for) or 'query'. By default 'form_post' for OpenID Connect, 'query' for a social network.
     */
    responseMode: z.enum(['query', 'form_post']).optional(),
  })
  .refine((popup) => !(popup.clientSecret && popup.signedClientSecret), {
    error: 'Give clientSecret or signedClientSecret, not both.',
  });
export type ProviderPopup = z.output<typeof ProviderPopupSchema>;

/** The callback path every popup's `redirectUri` must end with (a proxy may add a prefix). */
export function popupCallbackPath(providerId: string): string {
  return `/accounts/${providerId}/login/callback/`;
}

/** The part of a provider entry the popup checks need. */
interface PopupEntry {
  id: string;
  kind: 'oidc' | 'social';
  popup?: ProviderPopup | undefined;
  clientIds?: string[];
  appId?: string;
}

/** What is wrong with an entry's popup settings, or null when nothing is. */
function popupProblem(entry: PopupEntry): string | null {
  const popup = entry.popup;
  if (!popup) return null;
  const redirect = new URL(popup.redirectUri);
  if (redirect.search || redirect.hash || !redirect.pathname.endsWith(popupCallbackPath(entry.id)))
    return `popup.redirectUri of ${entry.id} must end with ${popupCallbackPath(entry.id)}, without a query.`;
  if (entry.kind === 'oidc' && !entry.clientIds?.includes(popup.clientId))
    return `popup.clientId of ${entry.id} must be one of its clientIds, or its id_tokens would be refused.`;
  if (entry.kind === 'social' && popup.clientId !== entry.appId)
    return `popup.clientId of ${entry.id} must be its appId.`;
  return null;
}

/**
 * Checks what a single entry's schema cannot: that each popup returns to its own provider's
 * callback and asks for tokens the provider's login route accepts. For `superRefine` on the
 * `AUTH_PROVIDERS` list.
 */
export function checkPopups(entries: readonly PopupEntry[], ctx: z.RefinementCtx): void {
  entries.forEach((entry, index) => {
    const problem = popupProblem(entry);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [index, 'popup'] });
  });
}
