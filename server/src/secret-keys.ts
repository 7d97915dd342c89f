import { createHash } from 'node:crypto';
import { ConfigError } from './config-error.ts';

/** The least a secret may hold: 32 bytes, as much as the HMAC-SHA-256 keys derived from it. */
export const MIN_SECRET_KEY_BYTES = 32;

/** Separates the new key from the previous one in SECRET_KEY during a rotation. */
export const SECRET_KEY_SEPARATOR = ',';

/** How to make a good secret, for the messages below. */
const HOW_TO_MAKE_ONE = 'e.g. from `openssl rand -base64 48`';

// SHA-256 of secrets that were once published (the old development default). Anyone can sign
// with them, so they are refused even when someone sets one on purpose; only their digests are
// kept, so the values themselves appear nowhere in the server.
const PUBLISHED_SECRET_DIGESTS = new Set(['55ad5b14aa13141c19e6e07e71140099e3b81be3ea30390682ed6d31690ca609']);

/**
 * Reads a secret setting: the key everything is signed with, optionally followed by a comma and
 * the previous key, which is still accepted for what it signed (see server/README-auth.md,
 * "Rotating SECRET_KEY"). Spaces around each key are ignored. Answers the keys, newest first.
 * Throws ConfigError (naming `source`, never the key) when a key is short or published, or
 * when there are more than two.
 */
export function parseSecretKeys(value: string, source: string): string[] {
  const keys = value.split(SECRET_KEY_SEPARATOR).map((key) => key.trim());
  if (keys.length > 2)
    throw new ConfigError(
      `${source} holds ${keys.length} keys: it takes the new key and at most one previous key, separated by a comma.`,
    );
  keys.forEach((key, index) => checkSecretKey(key, index === 0 ? source : `The previous key in ${source}`));
  return [...new Set(keys)];
}

/** Refuses a key that is too short to resist guessing, or one that was published. */
function checkSecretKey(key: string, name: string): void {
  const bytes = Buffer.byteLength(key);
  if (bytes < MIN_SECRET_KEY_BYTES)
    throw new ConfigError(
      `${name} is too short (${bytes} bytes): it needs at least ${MIN_SECRET_KEY_BYTES} bytes of random data, ${HOW_TO_MAKE_ONE}.`,
    );
  if (PUBLISHED_SECRET_DIGESTS.has(createHash('sha256').update(key).digest('hex')))
    throw new ConfigError(
      `${name} is a published example value that anyone can sign with; generate one, ${HOW_TO_MAKE_ONE}.`,
    );
}

/** The refusal when no secret is configured outside demo mode. */
export function missingSecretKey(): ConfigError {
  return new ConfigError(
    `SECRET_KEY is not set: outside demo mode (DEMO=false) the API needs a secret of at least ${MIN_SECRET_KEY_BYTES} bytes, ${HOW_TO_MAKE_ONE}.`,
  );
}
