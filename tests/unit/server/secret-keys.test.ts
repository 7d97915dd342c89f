import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/src/config-error.ts';
import { MIN_SECRET_KEY_BYTES, parseSecretKeys } from '../../../server/src/secret-keys.ts';

const KEY = 'k'.repeat(MIN_SECRET_KEY_BYTES);

/** The ConfigError `parse` throws. */
function refusal(parse: () => unknown): ConfigError {
  try {
    parse();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('Nothing was refused.');
}

describe('SECRET_KEY', () => {
  it('holds a key of at least 32 bytes; spaces around it are ignored', () => {
    expect(parseSecretKeys(KEY, 'SECRET_KEY')).toEqual([KEY]);
    expect(parseSecretKeys(` ${KEY}\n`, 'SECRET_KEY')).toEqual([KEY]);
  });

  it('counts bytes, not characters', () => {
    expect(parseSecretKeys('é'.repeat(16), 'SECRET_KEY')).toEqual(['é'.repeat(16)]);
    expect(() => parseSecretKeys('e'.repeat(31), 'SECRET_KEY')).toThrow(ConfigError);
  });

  it.each([
    ['a short key', 'short-secret', /^SECRET_KEY is too short \(12 bytes\): it needs at least 32 bytes/],
    ['the published development value', 'development-only-secret-change-me', /^SECRET_KEY is a published example value/],
  ])('refuses %s in one line that does not repeat the key', (_case, value, message) => {
    const error = refusal(() => parseSecretKeys(value, 'SECRET_KEY'));
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('\n');
    expect(error.message).not.toContain(value);
  });
});
