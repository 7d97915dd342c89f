import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { keyFor, keysFor, type KeyConfig } from '../auth/keys.ts';

/** Where signed media links start: `/media/s/{expires}/{sig}/{folder}/{file}`. */
export const SIGNED_MEDIA_PREFIX = '/media/s';

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

function sign(raw: Uint8Array, expires: number, folder: string): string {
  return createHmac('sha256', keyObject(raw)).update(`${expires}:${folder}`).digest('base64url');
}

/**
 * The signature of a media folder until `expires` (Unix seconds): base64url HMAC-SHA256 of
 * `${expires}:${folder}` with the newest secret's media-link key. Signing the folder rather than
 * one file lets an HLS playlist's relative segment URLs resolve under the same signed prefix.
 */
export function mediaSignature(config: KeyConfig, expires: number, folder: string): string {
  return sign(keyFor(config, 'media-link'), expires, folder);
}

/**
 * True when `signature` is the one for this folder and expiry under the newest or the previous
 * secret (a link handed out before a rotation plays until it expires); compared in constant time.
 */
export function isValidMediaSignature(config: KeyConfig, expires: number, folder: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return keysFor(config, 'media-link').some((raw) => {
    const expected = Buffer.from(sign(raw, expires, folder));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The root-relative signed path of a folder, ending with a slash; file names are appended to it. */
export function signedFolderPath(config: KeyConfig, expires: number, folder: string): string {
  const encoded = folder.split('/').map(encodeURIComponent).join('/');
  return `${SIGNED_MEDIA_PREFIX}/${expires}/${mediaSignature(config, expires, folder)}/${encoded}/`;
}
