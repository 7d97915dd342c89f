import { describe, expect, it } from 'vitest';
import { AuthCallError } from '../../../src/lib/auth-client/auth-call-error.ts';
import { ProviderPopupClosedError, ProviderPopupError } from '../../../src/lib/auth-client/provider-popup.ts';
import {
  emailInIdToken,
  providerId,
  providerSignInFailure,
  providerWelcome,
} from '../../../src/lib/auth-client/provider-sign-in.ts';
import { NetworkError } from '../../../src/lib/errors/api-errors.ts';
import { KNOWN_USER_ANSWER, NEW_USER_ANSWER } from './support/answers.ts';

const unsignedToken = (claims: object) =>
  ['{"alg":"RS256"}', JSON.stringify(claims), 'signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');

describe('provider sign-in rules', () => {
  it('derives the route id from the provider’s name', () => {
    expect(providerId('Apple')).toBe('apple');
    expect(providerId('Face Book!')).toBe('facebook');
  });

  it('reads the email claim of an id_token, including non-ASCII addresses', () => {
    expect(emailInIdToken(unsignedToken({ email: 'dvořák@example.cz' }))).toBe('dvořák@example.cz');
    expect(emailInIdToken(unsignedToken({ sub: '1' }))).toBeNull();
    expect(emailInIdToken('not-a-token')).toBeNull();
    expect(emailInIdToken('a.%%%.c')).toBeNull();
  });

  it('welcomes a new account and a known one with the spec’s flashes (8 s)', () => {
    expect(providerWelcome(NEW_USER_ANSWER, 'Apple')).toMatchObject({
      message: "You're now signed up to login to the Listening Library with Apple.",
      show: { kind: 'flash', ms: 8000 },
    });
    expect(providerWelcome(KNOWN_USER_ANSWER, 'Facebook').message).toBe("You're signed in with Facebook.");
  });

  it('says nothing when the visitor closed the popup, and names the provider when the popup failed', () => {
    expect(providerSignInFailure(new ProviderPopupClosedError(), null).show).toEqual({ kind: 'silent' });
    expect(providerSignInFailure(new ProviderPopupError('Apple'), null)).toMatchObject({
      message: 'Error signing in with Apple',
      show: { kind: 'alert' },
    });
  });

  it('tells the owner of an existing account to sign in with it', () => {
    const error = new AuthCallError('provider-login', 400, {
      non_field_errors: ['A user is already registered with this e-mail address.'],
    });
    expect(providerSignInFailure(error, 'ada@example.org').message).toBe(
      "Looks like you're already signed up for an account at ada@example.org. Try logging in with the email and the password you selected.",
    );
  });

  it('shows the sign-in problem alert for any other failure', () => {
    const expected = 'Sorry, there was a problem signing you in! Try again in a few minutes.';
    expect(
      providerSignInFailure(new AuthCallError('provider-login', 400, { non_field_errors: ['bad'] }), null).message,
    ).toBe(expected);
    expect(providerSignInFailure(new NetworkError(), null)).toMatchObject({
      message: expected,
      show: { kind: 'alert' },
    });
  });
});
