import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

// OpenSSL imports a raw key on every createHmac call; a KeyObject is imported once, which makes
// signing several times faster on the stream-link route.
const keyObjects = new WeakMap<Uint8Array, KeyObject>();

function keyObject(raw: Uint8Array): KeyObject {
  let key = keyObjects.get(raw);
  if (!key) {
    key = createSecretKey(raw);
    keyObjects.set(raw, key);
  }
  return key;
}

/** The base64url HMAC-SHA256 of `text` under a derived key (keys.ts), cut to `length` characters when given. */
export function hmacBase64url(raw: Uint8Array, text: string, length?: number): string {
  const mac = createHmac('sha256', keyObject(raw)).update(text).digest('base64url');
  return length === undefined ? mac : mac.slice(0, length);
}

/**
 * True when `given` is the HMAC of `text` under one of `keys` (the newest secret's and, during a
 * rotation, the previous one's), cut as `hmacBase64url` cuts it; compared in constant time.
 */
export function matchesAnyHmac(keys: readonly Uint8Array[], text: string, given: string, length?: number): boolean {
  const offered = Buffer.from(given);
  return keys.some((raw) => {
    const expected = Buffer.from(hmacBase64url(raw, text, length));
    return expected.length === offered.length && timingSafeEqual(expected, offered);
  });
}
