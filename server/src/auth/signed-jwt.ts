import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../clock.ts';
import { jwtKeyResolver, jwtSigningKey } from './jwt-keys.ts';
import type { KeyConfig, KeyPurpose } from './keys.ts';

/** Every token this server issues names it as issuer. */
export const TOKEN_ISSUER = 'concert-library';

/**
 * What a token is for: the purpose of the key it is signed with, and the audience it names. The
 * key keeps the kinds of different purposes apart; the audience keeps apart the kinds that share
 * a key (a ticket for one studio step from one for another).
 */
export interface JwtKind {
  purpose: KeyPurpose;
  audience: string;
}

/** What signing and verifying read: the secrets the keys are derived from, and the server's clock. */
interface JwtContext {
  config: KeyConfig;
  clock: Clock;
}

/** What a token of a kind carries besides the registered claims signJwt sets itself. */
interface JwtContent {
  /** The `sub` claim: whose the token is; a token for nobody in particular has none. */
  subject?: string;
  /** The kind's own claims (`typ`, `ver`, `jti`, …); a registered claim set here is overridden. */
  claims: Readonly<Record<string, string>>;
  /** How long the token is good, from now by the server's clock. */
  lifetimeMs: number;
}

/**
 * A JWT that failed verification: bad signature, unknown or missing key id, algorithm, issuer,
 * audience, a required claim missing, or expired. `expired` tells an old token from a forged or
 * foreign one, which callers answer differently.
 */
export class InvalidJwtError extends Error {
  readonly expired: boolean;
  constructor(message: string, expired: boolean, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InvalidJwtError';
    this.expired = expired;
  }
}

/** Seconds since the epoch, as JWT times are. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Signs a JWT of a kind: HS256 with the newest secret's key for its purpose (and that key's `kid`,
 * so a rotation can tell which secret signed it), this server as issuer, the kind's audience, and
 * `iat`/`exp` by the server's clock.
 */
export async function signJwt(
  ctx: JwtContext,
  kind: JwtKind,
  { subject, claims, lifetimeMs }: JwtContent,
): Promise<{ token: string; expires: Date }> {
  const now = ctx.clock.now();
  const expires = new Date(now.getTime() + lifetimeMs);
  const { key, kid } = jwtSigningKey(ctx.config, kind.purpose);
  const jwt = new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid });
  if (subject !== undefined) jwt.setSubject(subject);
  const token = await jwt
    .setIssuer(TOKEN_ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expires))
    .sign(key);
  return { token, expires };
}

/**
 * Verifies a JWT of a kind against the server's clock and the newest and previous secrets' keys
 * for its purpose, and answers its payload; throws InvalidJwtError when it is not good. `iat` and
 * `exp` are always required, since signJwt always sets them (a token without `exp` would never
 * expire); `requiredClaims` names the kind's own. What the claims' values must be is the caller's
 * to check.
 */
export async function verifyJwt(
  ctx: JwtContext,
  kind: JwtKind,
  token: string,
  requiredClaims: readonly string[],
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, jwtKeyResolver(ctx.config, kind.purpose), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: kind.audience,
      currentDate: ctx.clock.now(),
      requiredClaims: ['iat', 'exp', ...requiredClaims],
    });
    return payload;
  } catch (error) {
    const expired = error instanceof errors.JWTExpired;
    throw new InvalidJwtError(expired ? 'Token is expired.' : 'Token is invalid.', expired, { cause: error });
  }
}
