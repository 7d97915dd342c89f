import { describe, expect, it } from 'vitest';
import { passwordResetFailure, registrationFailure, signInFailure } from '../../../src/lib/forms/server-answers.ts';

const NETWORK = {
  kind: 'alert',
  message: 'Sorry, there was a problem contacting our servers! Try back in a few minutes.',
};

describe('sign-in refused', () => {
  const notVerified = { kind: 'form', message: 'Your email is not verified! Check your inbox for an email from us.' };
  const rejected = { kind: 'form', message: "Sorry, we couldn't sign you in with that email and password." };

  it.each<[string, number, unknown, object]>([
    ['a non-field error saying "not verified"', 400, { non_field_errors: ['E-mail is not verified.'] }, notVerified],
    ['in any case', 400, { non_field_errors: ['Email NOT VERIFIED'] }, notVerified],
    ['as a detail', 400, { detail: 'Your account is not verified yet.' }, notVerified],
    ['any other non-field error', 400, { non_field_errors: ['Unable to log in with provided credentials.'] }, rejected],
    ['a field error', 400, { email: ['Enter a valid email address.'] }, rejected],
    ['a body that is not JSON', 400, null, rejected],
    ['"not verified" under a field, which is not a non-field error', 400, { email: ['not verified'] }, rejected],
    ['a server error', 500, { detail: 'not verified' }, NETWORK],
    ['a rate limit', 429, {}, NETWORK],
  ])('400 and others: %s', (_, status, body, expected) => {
    expect(signInFailure({ status, body })).toEqual(expected);
  });

  it('with no answer at all is the network alert', () => {
    expect(signInFailure(null)).toEqual(NETWORK);
  });
});

describe('registration refused', () => {
  it.each<[string, unknown, string]>([
    [
      'the first password error comes first',
      {
        email: ['A user is already registered with this e-mail address.'],
        password1: ['This password is too common.', 'Too short.'],
      },
      "We couldn't create your account; This password is too common.",
    ],
    [
      'a password error as one string',
      { password1: 'This password is too common.' },
      "We couldn't create your account; This password is too common.",
    ],
    [
      'else the first email error',
      { email: ['A user is already registered with this e-mail address.'] },
      "We couldn't create your account; A user is already registered with this e-mail address.",
    ],
    ['else the generic message', { first_name: ['Too long.'] }, "Sorry, we couldn't create your account!"],
    ['a body that is not JSON', null, "Sorry, we couldn't create your account!"],
    ['an empty list', { password1: [], email: [] }, "Sorry, we couldn't create your account!"],
  ])('%s', (_, body, message) => {
    expect(registrationFailure({ status: 400, body })).toEqual({ kind: 'form', message });
  });

  it('with no answer at all is the network alert', () => {
    expect(registrationFailure(null)).toEqual(NETWORK);
  });
});

describe('password reset request refused', () => {
  it('412: the account signed up through a social network, an 8-second flash, then /sign-in', () => {
    expect(passwordResetFailure({ status: 412, body: {} }, ' ada@example.org ')).toEqual({
      kind: 'flash',
      message:
        'It looks like the email ada@example.org signed up through a social network. Try using the social network button!',
      durationMs: 8000,
      redirectTo: '/sign-in',
    });
  });

  it.each([404, 400, 500])('%i is the network alert', (status) => {
    expect(passwordResetFailure({ status, body: {} }, 'ada@example.org')).toEqual(NETWORK);
  });

  it('with no answer at all is the network alert', () => {
    expect(passwordResetFailure(null, 'ada@example.org')).toEqual(NETWORK);
  });
});
