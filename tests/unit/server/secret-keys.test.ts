import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/src/config-error.ts';
import { MIN_SECRET_KEY_BYTES, parseSecretKeys } from '../../../server/src/secret-keys.ts';

const NEW = 'n'.repeat(MIN_SECRET_KEY_BYTES);
const OLD = 'o'.repeat(MIN_SECRET_KEY_BYTES + 10);

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
  it('holds one key, or the new and the previous one separated by a comma; newest first', () => {
    expect(parseSecretKeys(NEW, 'SECRET_KEY')).toEqual([NEW]);
    expect(parseSecretKeys(`${NEW},${OLD}`, 'SECRET_KEY')).toEqual([NEW, OLD]);
    expect(parseSecretKeys(` ${NEW} ,\n${OLD}\n`, 'SECRET_KEY')).toEqual([NEW, OLD]);
    expect(parseSecretKeys(`${NEW},${NEW}`, 'SECRET_KEY')).toEqual([NEW]);
  });

  it('counts bytes, not characters', () => {
    expect(parseSecretKeys('é'.repeat(16), 'SECRET_KEY')).toEqual(['é'.repeat(16)]);
    expect(() => parseSecretKeys('e'.repeat(31), 'SECRET_KEY')).toThrow(ConfigError);
  });

  it.each([
    ['a short key', 'short-secret', /^SECRET_KEY is too short \(12 bytes\): it needs at least 32 bytes/],
    ['a short previous key', `${NEW},short-old-secret`, /^The previous key in SECRET_KEY is too short \(16 bytes\)/],
    ['an empty previous key', `${NEW},`, /^The previous key in SECRET_KEY is too short \(0 bytes\)/],
    ['three keys', `${NEW},${OLD},${OLD}x`, /^SECRET_KEY holds 3 keys/],
    [
      'the published development value',
      'development-only-secret-change-me',
      /^SECRET_KEY is a published example value/,
    ],
    [
      'the published value as the previous key',
      `${NEW},development-only-secret-change-me`,
      /^The previous key in SECRET_KEY is a published/,
    ],
  ])('refuses %s in one line that does not repeat the key', (_case, value, message) => {
    const error = refusal(() => parseSecretKeys(value, 'SECRET_KEY'));
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('\n');
    for (const key of value.split(',').filter((k) => k.length > 4)) expect(error.message).not.toContain(key);
  });
});
