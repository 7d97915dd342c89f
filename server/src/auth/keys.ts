import { createHmac } from 'node:crypto';
import type { ServerConfig } from '../config.ts';

/** What a derived key is for; each purpose gets its own key, so one can never stand in for another. */
export type KeyPurpose =
  | 'access-token'
  | 'refresh-token'
  | 'refresh-successor'
  | 'media-link'
  | 'studio-media-link'
  | 'play-mark'
  | 'one-time-token'
  | 'provider-popup'
  | 'studio-token'
  | 'studio-ticket'
  | 'studio-recovery'
  | 'studio-invitation'
  | 'studio-preview'
  | 'publish-run';

/** The part of the configuration keys are derived from. */
export type KeyConfig = Pick<ServerConfig, 'secretKeys'>;

const cache = new Map<string, Uint8Array>();

/** A 256-bit key for one purpose, derived from one secret. */
function derive(secret: string, purpose: KeyPurpose): Uint8Array {
  const id = `${purpose}\u0000${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', secret).update(`concert-library/${purpose}`).digest());
    cache.set(id, key);
  }
  return key;
}

/** The key everything of one purpose is signed with: derived from the newest secret. */
export function keyFor(config: KeyConfig, purpose: KeyPurpose): Uint8Array {
  const [newest] = config.secretKeys;
  if (newest === undefined) throw new Error('The configuration holds no secret key.');
  return derive(newest, purpose);
}

/**
 * Every key a signature of one purpose is checked against, newest first: during a rotation the
 * previous secret's key still verifies what it signed, until that expires.
 */
export function keysFor(config: KeyConfig, purpose: KeyPurpose): Uint8Array[] {
  return config.secretKeys.map((secret) => derive(secret, purpose));
}
