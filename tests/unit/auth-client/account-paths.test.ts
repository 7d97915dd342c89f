import { describe, expect, it } from 'vitest';
import { emailConfirmationKey, magicLinkToken, resetLink } from '../../../src/lib/auth-client/account-paths.ts';

const BASE = '/music/concert-library';

describe('the tokens of emailed links', () => {
  it('reads the token of /magic/{token}, with or without a trailing slash', () => {
    expect(magicLinkToken(`${BASE}/magic/AbC-_12`, BASE)).toBe('AbC-_12');
    expect(magicLinkToken(`${BASE}/magic/AbC-_12/`, BASE)).toBe('AbC-_12');
  });

  it('reads the key of /email-confirm/{key}, decoding it', () => {
    expect(emailConfirmationKey(`${BASE}/email-confirm/k%3A1`, BASE)).toBe('k:1');
  });

  it('reads the uid and token of /reset-password/{uid}/{token}', () => {
    expect(resetLink(`${BASE}/reset-password/MTI/tok-1`, BASE)).toEqual({ uid: 'MTI', token: 'tok-1' });
  });

  it.each([
    [`${BASE}/magic/`, 'an empty token'],
    [`${BASE}/magic/a/b`, 'a token of two segments'],
    ['/magic/abc', 'a path outside the base path'],
    [`${BASE}/magical/abc`, 'another route'],
    [`${BASE}/magic/%E0%A4%A`, 'a malformed escape'],
  ])('finds no token in %s (%s)', (path) => {
    expect(magicLinkToken(path, BASE)).toBeNull();
  });

  it('finds no reset link without both segments', () => {
    expect(resetLink(`${BASE}/reset-password/MTI`, BASE)).toBeNull();
    expect(resetLink(`${BASE}/reset-password/MTI/tok/extra`, BASE)).toBeNull();
  });
});
