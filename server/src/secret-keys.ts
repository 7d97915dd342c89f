import { createHash } from 'node:crypto';
import { ConfigError } from './config-error.ts';

/** The least a secret may hold: 32 bytes, as much as the HMAC-SHA-256 keys derived from it. */
export const MIN_SECRET_KEY_BYTES = 32;

/** How to make a good secret, for the messages below. */
const HOW_TO_MAKE_ONE = 'e.g. from `openssl rand -base64 48`';

// SHA-256 of secrets that were once published (the old development default). Anyone can sign
// with them, so they are refused even when someone sets one on purpose; only their digests are
// kept, so the values themselves appear nowhere in the server.
const PUBLISHED_SECRET_DIGESTS = new Set(['55ad5b14aa13141c19e6e07e71140099e3b81be3ea30390682ed6d31690ca609']);

/**
 * Reads a secret setting (spaces around it are ignored) and answers its keys. Throws
 * ConfigError (naming `source`, never the key) when the key is short or published.
 */
export function parseSecretKeys(value: string, source: string): string[] {
  const key = value.trim();
  checkSecretKey(key, source);
  return [key];
}

/** Refuses a key that is too short to resist guessing, or one that was published. */
function checkSecretKey(key: string, name: string): void {
  const bytes = Buffer.byteLength(key);
  if (bytes < MIN_SECRET_KEY_BYTES)
    throw new ConfigError(
      `${name} is too short (${bytes} bytes): it needs at least ${MIN_SECRET_KEY_BYTES} bytes of random data, ${HOW_TO_MAKE_ONE}.`,
    );
  if (PUBLISHED_SECRET_DIGESTS.has(createHash('sha256').update(key).digest('hex')))
    throw new ConfigError(`${name} is a published example value that anyone can sign with; generate one, ${HOW_TO_MAKE_ONE}.`);
}

/** The refusal when no secret is configured outside demo mode. */
export function missingSecretKey(): ConfigError {
  return new ConfigError(
    `SECRET_KEY is not set: outside demo mode (DEMO=false) the API needs a secret of at least ${MIN_SECRET_KEY_BYTES} bytes, ${HOW_TO_MAKE_ONE}.`,
  );
}
