import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { keyFor, keysFor, type KeyConfig, type KeyPurpose } from '../auth/keys.ts';

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
 * Who a link is for: a listener, whose link the media route holds to the performance's licence
 * as it is when each file is fetched, or the studio's staff, who hear what they handle whatever
 * its licence (a master's waveform). Each has its own key, so one link cannot pass for the other.
 */
export type LinkAudience = 'listener' | 'studio';

const KEY_OF: Readonly<Record<LinkAudience, KeyPurpose>> = { listener: 'media-link', studio: 'studio-media-link' };

/**
 * The signature of a media folder until `expires` (Unix seconds): base64url HMAC-SHA256 of
 * `${expires}:${folder}` with the newest secret's key for the audience. Signing the folder rather
 * than one file lets an HLS playlist's relative segment URLs resolve under the same signed prefix.
 */
export function mediaSignature(
  config: KeyConfig,
  expires: number,
  folder: string,
  audience: LinkAudience = 'listener',
): string {
  return sign(keyFor(config, KEY_OF[audience]), expires, folder);
}

function signedWith(
  config: KeyConfig,
  purpose: KeyPurpose,
  expires: number,
  folder: string,
  signature: string,
): boolean {
  const given = Buffer.from(signature);
  return keysFor(config, purpose).some((raw) => {
    const expected = Buffer.from(sign(raw, expires, folder));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * Whom `signature` was made for, for this folder and expiry, under the newest or the previous
 * secret (a link handed out before a rotation plays until it expires), compared in constant time;
 * null when it is no signature of ours.
 */
export function mediaLinkAudience(
  config: KeyConfig,
  expires: number,
  folder: string,
  signature: string,
): LinkAudience | null {
  if (signedWith(config, KEY_OF.listener, expires, folder, signature)) return 'listener';
  return signedWith(config, KEY_OF.studio, expires, folder, signature) ? 'studio' : null;
}

/** The root-relative signed path of a folder, ending with a slash; file names are appended to it. */
export function signedFolderPath(
  config: KeyConfig,
  expires: number,
  folder: string,
  audience: LinkAudience = 'listener',
): string {
  const encoded = folder.split('/').map(encodeURIComponent).join('/');
  return `${SIGNED_MEDIA_PREFIX}/${expires}/${mediaSignature(config, expires, folder, audience)}/${encoded}/`;
}
