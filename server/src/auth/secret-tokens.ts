import { createHash, createHmac, randomBytes } from 'node:crypto';
import { keyFor, keysFor, type KeyConfig } from './keys.ts';

/** Bytes of randomness in every emailed token (verification key, magic link, reset token). */
export const SECRET_TOKEN_BYTES = 32;

/** A new unguessable token, URL-safe: 32 random bytes in base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(SECRET_TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps of an emailed token: an HMAC keyed by the newest server secret, so
 * that neither a copy of the database nor a guess can be turned into a working link.
 */
export function oneTimeTokenDigest(config: KeyConfig, token: string): string {
  return createHmac('sha256', keyFor(config, 'one-time-token')).update(token).digest('hex');
}

/**
 * The digests a stored token may have, newest secret first: a link mailed before a rotation was
 * stored under the previous secret, and stays good until it expires.
 */
export function oneTimeTokenDigests(config: KeyConfig, token: string): string[] {
  return keysFor(config, 'one-time-token').map((key) => createHmac('sha256', key).update(token).digest('hex'));
}

/** What the database keeps of a refresh JWT: its SHA-256 (the JWT itself is already signed with a secret). */
export function refreshTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
