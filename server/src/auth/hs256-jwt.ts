import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** A token that is not a good HS256 JWT under the key: malformed, another algorithm, a bad signature or claim. */
export class JwtInvalidError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'JwtInvalidError';
  }
}

/** A good token whose `exp` has passed. */
export class JwtExpiredError extends JwtInvalidError {
  constructor() {
    super('The token has expired.');
    this.name = 'JwtExpiredError';
  }
}

/** What the claims of a token must be, as jose's jwtVerify checks them (without clock tolerance). */
export interface ClaimRules {
  issuer: string;
  audience: string;
  now: Date;
  /** Claims that must be present besides `iss` and `aud`. */
  required: readonly string[];
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
// Invalid UTF-8 is refused, not replaced, as jose does.
const utf8 = new TextDecoder('utf-8', { fatal: true });

// OpenSSL imports a raw key on every createHmac call; a KeyObject is imported once.
const keyObjects = new WeakMap<Uint8Array, KeyObject>();

/** The KeyObject of a raw HMAC key, made once per key. */
export function hmacKey(raw: Uint8Array): KeyObject {
  let key = keyObjects.get(raw);
  if (!key) {
    key = createSecretKey(raw);
    keyObjects.set(raw, key);
  }
  return key;
}

function jsonObject(part: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(Buffer.from(part, 'base64url')));
  } catch (error) {
    throw new JwtInvalidError(`The ${what} is not JSON.`, { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new JwtInvalidError(`The ${what} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}

/**
 * The payload of a compact JWS signed with HMAC-SHA-256 under `key`, after checking its form,
 * its header (`alg` HS256, no `crit` extension) and its signature (compared in constant time).
 * Synchronous node:crypto: jose's WebCrypto verification took about ten times the CPU, a third
 * of the API's work per stream-link request. The claims are the caller's to check (checkClaims).
 */
export function verifyHs256(token: string, key: KeyObject): Record<string, unknown> {
  const parts = token.split('.');
  const [header = '', payload = '', signature = ''] = parts;
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
    throw new JwtInvalidError('The token is not a compact JWS.');
  }
  const protectedHeader = jsonObject(header, 'header');
  if (protectedHeader['alg'] !== 'HS256') throw new JwtInvalidError('The token is not signed with HS256.');
  if ('crit' in protectedHeader) throw new JwtInvalidError('The token asks for extensions.');
  const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtInvalidError('The signature does not match.');
  }
  return jsonObject(payload, 'payload');
}

function numericDate(claims: Record<string, unknown>, name: string): number | undefined {
  const value = claims[name];
  if (value !== undefined && typeof value !== 'number') throw new JwtInvalidError(`"${name}" is not a number.`);
  return value;
}

/**
 * Checks the registered claims as jose's jwtVerify does with `issuer`, `audience`,
 * `currentDate` and `requiredClaims`: each required claim present, `iss` equal, `aud` (a string
 * or a list) naming the audience, `nbf` not after now, and `exp` after now (an `exp` that is now
 * has expired), all in whole seconds.
 */
export function checkClaims(claims: Record<string, unknown>, rules: ClaimRules): void {
  for (const name of ['iss', 'aud', ...rules.required]) {
    if (!Object.hasOwn(claims, name)) throw new JwtInvalidError(`"${name}" is missing.`);
  }
  if (claims['iss'] !== rules.issuer) throw new JwtInvalidError('"iss" is not this server.');
  const audience = claims['aud'];
  const audiences = Array.isArray(audience) ? audience : [audience];
  if (!audiences.includes(rules.audience)) throw new JwtInvalidError('"aud" is not this API.');
  const now = Math.floor(rules.now.getTime() / 1000);
  numericDate(claims, 'iat');
  const notBefore = numericDate(claims, 'nbf');
  if (notBefore !== undefined && notBefore > now) throw new JwtInvalidError('"nbf" is in the future.');
  const expires = numericDate(claims, 'exp');
  if (expires !== undefined && expires <= now) throw new JwtExpiredError();
}
