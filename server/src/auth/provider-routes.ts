import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProviderLoginAnswer } from '#lib/api/auth.ts';
import { HttpError } from '../http/errors.ts';
import { IdentityLoginForm, parseForm, SocialLoginForm } from './account-forms.ts';
import { ACCOUNT_MESSAGES, formError } from './account-messages.ts';
import { addAccountRoute, type AccountRouteDeps } from './account-route.ts';
import { createIdTokenVerifier } from './oidc-verifier.ts';
import { signInWithIdentity } from './provider-accounts.ts';
import type { AuthProvider } from './provider-config.ts';
import { ProviderTokenError, ProviderUnavailableError, type ProviderIdentity } from './provider-identity.ts';
import { createAccessTokenVerifier } from './social-verifier.ts';

/** Reads a login request's body and asks the provider who it is. */
type IdentityReader = (request: FastifyRequest) => Promise<ProviderIdentity>;

/** The reader for one provider: id_token for OpenID Connect, access_token for a social network. */
function identityReader(deps: AccountRouteDeps, provider: AuthProvider): IdentityReader {
  if (provider.kind === 'oidc') {
    const verify = createIdTokenVerifier(provider);
    return (request) => verify(deps.ctx, parseForm(IdentityLoginForm, request.body));
  }
  const verify = createAccessTokenVerifier(provider);
  return (request) => verify(deps.ctx, parseForm(SocialLoginForm, request.body).access_token);
}

/** A refused token is the visitor's problem (400); an unreachable provider is not (502). */
async function providerLogin(
  deps: AccountRouteDeps,
  read: IdentityReader,
  request: FastifyRequest,
): Promise<ProviderLoginAnswer> {
  let identity: ProviderIdentity;
  try {
    identity = await read(request);
  } catch (error) {
    if (error instanceof ProviderTokenError) throw formError(ACCOUNT_MESSAGES.providerRejected, { cause: error });
    if (error instanceof ProviderUnavailableError) {
      request.log.warn({ err: error }, 'identity provider unavailable');
      throw new HttpError(502, { detail: ACCOUNT_MESSAGES.providerUnavailable }, { cause: error });
    }
    throw error;
  }
  return signInWithIdentity(deps.ctx, identity);
}

/**
 * `POST /rest-auth/{id}-jwt/` for every provider of `AUTH_PROVIDERS`, e.g. `apple-jwt` and
 * `facebook-jwt`. Answers `{new_user, ...session}`.
 */
export function registerProviderRoutes(
  scope: FastifyInstance,
  deps: AccountRouteDeps,
  providers: readonly AuthProvider[],
): void {
  for (const provider of providers) {
    const read = identityReader(deps, provider);
    addAccountRoute(
      scope,
      'POST',
      `/rest-auth/${provider.id}-jwt/`,
      (request) => providerLogin(deps, read, request),
      deps.limiter(),
    );
  }
}
