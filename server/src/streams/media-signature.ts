import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { keyFor, type KeyConfig } from '../auth/keys.ts';

/** Where signed media links start: `/media/s/{expires}/{sig}/{folder}/{file}`. */
export const SIGNED_MEDIA_PREFIX = '/media/s';

type SigningConfig = KeyConfig;

// OpenSSL imports a raw key on every createHmac call; a KeyObject is imported once, which makes
// signing several times faster on the stream-link route.
const keyObjects = new WeakMap<Uint8Array, KeyObject>();

function signingKey(config: SigningConfig): KeyObject {
  const raw = keyFor(config, 'media-link');
  let key = keyObjects.get(raw);
  if (!key) {
    key = createSecretKey(raw);
    keyObjects.set(raw, key);
  }
  return key;
}

/**
 * The signature of a media folder until `expires` (Unix seconds): base64url HMAC-SHA256 of
 * `${expires}:${folder}` with the media-link key. Signing the folder rather than one file lets an
 * HLS playlist's relative segment URLs resolve under the same signed prefix.
 */
export function mediaSignature(config: SigningConfig, expires: number, folder: string): string {
  return createHmac('sha256', signingKey(config)).update(`${expires}:${folder}`).digest('base64url');
}

/** True when `signature` is the one for this folder and expiry; compared in constant time. */
export function isValidMediaSignature(
  config: SigningConfig,
  expires: number,
  folder: string,
  signature: string,
): boolean {
  const expected = Buffer.from(mediaSignature(config, expires, folder));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The root-relative signed path of a folder, ending with a slash; file names are appended to it. */
export function signedFolderPath(config: SigningConfig, expires: number, folder: string): string {
  const encoded = folder.split('/').map(encodeURIComponent).join('/');
  return `${SIGNED_MEDIA_PREFIX}/${expires}/${mediaSignature(config, expires, folder)}/${encoded}/`;
}
