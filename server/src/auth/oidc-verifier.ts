import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { AppContext } from '../context.ts';
import type { OidcProvider } from './provider-config.ts';
import {
  ProviderTokenError,
  ProviderUnavailableError,
  profileName,
  type ProviderIdentity,
} from './provider-identity.ts';

/** What the platform identity client sends besides the id_token. */
export interface IdentityLoginInput {
  id_token: string;
  /** The audience the client was issued for; must be one of the provider's client ids. */
  client_id?: string | undefined;
  /** When sent, the id_token's `nonce` claim must equal it. */
  nonce?: string | undefined;
  /** The provider's first-sign-in profile, JSON (Apple sends the name only once, here). */
  user?: string | undefined;
}

/** Checks an id_token and answers the identity in it. */
export type IdTokenVerifier = (ctx: Pick<AppContext, 'clock'>, input: IdentityLoginInput) => Promise<ProviderIdentity>;

// These mean the token itself is bad; any other failure means the provider's keys could not be had.
const TOKEN_FAULTS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

/** Names from the `user` JSON a platform identity client may send, ignoring anything unreadable. */
function namesFrom(user: string | undefined): { firstName: string; lastName: string } {
  try {
    const parsed: unknown = user ? JSON.parse(user) : undefined;
    const name = typeof parsed === 'object' && parsed !== null && 'name' in parsed ? parsed.name : undefined;
    if (typeof name !== 'object' || name === null) return { firstName: '', lastName: '' };
    return {
      firstName: profileName('firstName' in name ? name.firstName : undefined),
      lastName: profileName('lastName' in name ? name.lastName : undefined),
    };
  } catch {
    return { firstName: '', lastName: '' };
  }
}

/** Verifies the signature (against the provider's JWKS), algorithm, issuer, audience and expiry. */
async function verifiedClaims(
  provider: OidcProvider,
  keys: ReturnType<typeof createRemoteJWKSet>,
  now: Date,
  input: IdentityLoginInput,
): Promise<JWTPayload> {
  if (input.client_id !== undefined && !provider.clientIds.includes(input.client_id)) {
    throw new ProviderTokenError(`Client id ${input.client_id} is not configured for ${provider.id}.`);
  }
  try {
    const { payload } = await jwtVerify(input.id_token, keys, {
      issuer: provider.issuer,
      audience: input.client_id ?? provider.clientIds,
      algorithms: provider.algorithms,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    return payload;
  } catch (error) {
    if (TOKEN_FAULTS.some((fault) => error instanceof fault))
      throw new ProviderTokenError('The id_token is not valid.', { cause: error });
    throw new ProviderUnavailableError(`The keys of ${provider.id} could not be fetched.`, { cause: error });
  }
}

/**
 * A verifier for one OpenID Connect provider. Its JWKS is fetched on first use and cached
 * (jose refetches when a token names a key it has not seen).
 */
export function createIdTokenVerifier(provider: OidcProvider): IdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(provider.jwksUrl), { timeoutDuration: 5_000 });
  return async (ctx, input) => {
    const claims = await verifiedClaims(provider, keys, ctx.clock.now(), input);
    if (input.nonce !== undefined && claims['nonce'] !== input.nonce)
      throw new ProviderTokenError('The id_token nonce does not match.');
    const email = typeof claims['email'] === 'string' ? claims['email'].trim().toLowerCase() : null;
    const verified = claims['email_verified'];
    const names = namesFrom(input.user);
    return {
      provider: provider.id,
      subject: String(claims.sub),
      email: email || null,
      emailVerified: verified === true || verified === 'true',
      // Apple sends names only in `user`; other issuers put them in the token.
      firstName: names.firstName || profileName(claims['given_name']),
      lastName: names.lastName || profileName(claims['family_name']),
    };
  };
}
