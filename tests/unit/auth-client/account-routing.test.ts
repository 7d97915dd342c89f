import { describe, expect, it } from 'vitest';
import { guardedScreenRedirect } from '../../../src/lib/auth-client/account-routing.ts';

describe('guardedScreenRedirect (spec sections 2 and 6)', () => {
  it.each([
    ['sign-in', true, false, '/compositions'],
    ['sign-up', true, false, '/compositions'],
    ['sign-in', true, true, null],
    ['sign-up', true, true, null],
    ['sign-in', false, false, null],
    ['sign-up', false, true, null],
    ['account', false, false, '/'],
    ['account', false, true, '/'],
    ['account', true, false, null],
  ] as const)('sends a visitor on %s (signed in: %s, native: %s) to %s', (screen, signedIn, nativeMode, target) => {
    expect(guardedScreenRedirect(screen, { signedIn, nativeMode })).toBe(target);
  });
});
