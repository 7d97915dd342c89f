import { createHmac } from 'node:crypto';
import type { ServerConfig } from '../config.ts';

/** What a derived key is for; each purpose gets its own key, so one can never stand in for another. */
export type KeyPurpose = 'access-token' | 'refresh-token' | 'media-link' | 'one-time-token' | 'provider-popup';

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

/** The key everything of one purpose is signed with, derived from the secret. */
export function keyFor(config: KeyConfig, purpose: KeyPurpose): Uint8Array {
  const [secret] = config.secretKeys;
  if (secret === undefined) throw new Error('The configuration holds no secret key.');
  return derive(secret, purpose);
}
