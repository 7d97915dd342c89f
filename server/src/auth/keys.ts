import { createHmac } from 'node:crypto';
import type { ServerConfig } from '../config.ts';

/** What a derived key is for; each purpose gets its own key, so one can never stand in for another. */
export type KeyPurpose = 'access-token' | 'refresh-token' | 'media-link' | 'one-time-token' | 'provider-popup';

const cache = new Map<string, Uint8Array>();

/** A 256-bit key for one purpose, derived from SECRET_KEY. */
export function keyFor(config: Pick<ServerConfig, 'SECRET_KEY'>, purpose: KeyPurpose): Uint8Array {
  const id = `${purpose}\u0000${config.SECRET_KEY}`;
  let key = cache.get(id);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', config.SECRET_KEY).update(`concert-library/${purpose}`).digest());
    cache.set(id, key);
  }
  return key;
}
