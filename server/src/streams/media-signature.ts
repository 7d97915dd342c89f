import { hmacBase64url, matchesAnyHmac } from '../auth/hmac.ts';
import { keyFor, keysFor, type KeyConfig, type KeyPurpose } from '../auth/keys.ts';

/** Where signed media links start: `/media/s/{expires}/{sig}/{folder}/{file}`. */
export const SIGNED_MEDIA_PREFIX = '/media/s';

/** What a link's signature covers: its expiry and its folder. */
const signed = (expires: number, folder: string) => `${expires}:${folder}`;

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
  return hmacBase64url(keyFor(config, KEY_OF[audience]), signed(expires, folder));
}

function signedWith(
  config: KeyConfig,
  purpose: KeyPurpose,
  expires: number,
  folder: string,
  signature: string,
): boolean {
  return matchesAnyHmac(keysFor(config, purpose), signed(expires, folder), signature);
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
