import { randomBytes } from 'node:crypto';
import { hmacBase64url, matchesAnyHmac } from '../auth/hmac.ts';
import { keyFor, keysFor, type KeyConfig } from '../auth/keys.ts';

/**
 * A play mark: what a stream link carries so that the media route can count the play it starts
 * (docs/plays.md, "How a play is counted"). It rides in the link's signature segment,
 * `/media/s/{expires}/{sig}.{mark}/{folder}/{file}`, so an HLS playlist's relative segment URLs keep it.
 * Written `{territory}{nonce}{mac}`: the visitor's territory (two characters, '--' when unknown), a random
 * nonce naming the play, and a MAC binding both to the link's signature, so that a listener cannot mint
 * plays by changing the nonce, nor move a play to another territory or recording.
 */
export interface PlayMark {
  /** Names one issued link: every request made with it is the same play. */
  nonce: string;
  /** The proxy's country code at issue, '' when none was given. */
  territory: string;
}

const SEPARATOR = '.';
const UNKNOWN = '--';
const NONCE_BYTES = 9;
const NONCE_LENGTH = 12;
const MAC_LENGTH = 16;
const MARK_LENGTH = 2 + NONCE_LENGTH + MAC_LENGTH;
const TERRITORY = /^(?:[A-Z0-9]{2}|--)$/;

// One call to the system's random source per many nonces: a call per link cost more than the link's two MACs.
const POOL_NONCES = 512;
let pool = Buffer.alloc(0);
let poolAt = 0;

function nextNonce(): string {
  if (poolAt + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    poolAt = 0;
  }
  poolAt += NONCE_BYTES;
  return pool.toString('base64url', poolAt - NONCE_BYTES, poolAt);
}

/** What a mark's MAC covers: the link's signature, the territory's code and the nonce. */
const marked = (signature: string, code: string, nonce: string) => `${signature}:${code}:${nonce}`;

/** A new play's mark for a link whose signature segment is `signature`. */
export function makePlayMark(config: KeyConfig, signature: string, territory: string): string {
  const code = territory === '' ? UNKNOWN : territory;
  const nonce = nextNonce();
  return `${code}${nonce}${hmacBase64url(keyFor(config, 'play-mark'), marked(signature, code, nonce), MAC_LENGTH)}`;
}

/** The link's signature with the play mark after it. */
export function markedSignature(signature: string, mark: string): string {
  return `${signature}${SEPARATOR}${mark}`;
}

/** A signature segment split into the media signature and the play mark after it, if any. */
export function splitMarkedSignature(segment: string): { signature: string; mark: string | undefined } {
  const at = segment.indexOf(SEPARATOR);
  return at < 0
    ? { signature: segment, mark: undefined }
    : { signature: segment.slice(0, at), mark: segment.slice(at + 1) };
}

/** The play a mark names, when its MAC holds for this signature (newest or previous secret); else undefined. */
export function readPlayMark(config: KeyConfig, signature: string, mark: string): PlayMark | undefined {
  if (mark.length !== MARK_LENGTH) return undefined;
  const code = mark.slice(0, 2);
  const nonce = mark.slice(2, 2 + NONCE_LENGTH);
  if (!TERRITORY.test(code)) return undefined;
  const given = mark.slice(2 + NONCE_LENGTH);
  const valid = matchesAnyHmac(keysFor(config, 'play-mark'), marked(signature, code, nonce), given, MAC_LENGTH);
  return valid ? { nonce, territory: code === UNKNOWN ? '' : code } : undefined;
}
