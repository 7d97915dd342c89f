import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  type SignUpValues,
} from '../../../src/lib/forms/form-validation.ts';

const signUp: SignUpValues = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  password: 'analytical',
  password_confirmation: 'analytical',
};

describe('sign-up', () => {
  it.each<[string, Partial<SignUpValues>, Record<string, string>]>([
    ['a complete form', {}, {}],
    [
      'an empty form',
      { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
      {
        first_name: 'Required',
        last_name: 'Required',
        email: 'Required',
        password: 'Required',
        password_confirmation: 'Required',
      },
    ],
    ['blank names', { first_name: '  ', last_name: '\t' }, { first_name: 'Required', last_name: 'Required' }],
    ['a malformed email', { email: 'ada.example.org' }, { email: 'Invalid email address' }],
    [
      'a short password, confirmed',
      { password: 'abc', password_confirmation: 'abc' },
      { password: 'Must be at least 6 characters', password_confirmation: 'Must be at least 6 characters' },
    ],
    [
      'a confirmation that differs',
      { password_confirmation: 'analyticaL' },
      { password_confirmation: 'Does not match password' },
    ],
    [
      'a short password and another confirmation',
      { password: 'abc', password_confirmation: 'abcd' },
      { password: 'Must be at least 6 characters', password_confirmation: 'Does not match password' },
    ],
    ['a missing confirmation', { password_confirmation: '' }, { password_confirmation: 'Required' }],
    [
      'a missing password',
      { password: '' },
      { password: 'Required', password_confirmation: 'Does not match password' },
    ],
  ])('%s', (_, change, errors) => {
    expect(validateSignUp({ ...signUp, ...change })).toEqual(errors);
  });
});

describe('sign-in (passwordless)', () => {
  it.each([
    ['', { email: 'Required' }],
    ['ada', { email: 'Invalid email address' }],
    ['ada@example.org', {}],
  ])('%j', (email, errors) => {
    expect(validateSignIn({ email })).toEqual(errors);
  });
});

describe('forgot password', () => {
  it.each([
    ['', { email: 'Required' }],
    ['   ', { email: 'Required' }],
    ['ada@example', { email: 'Invalid email address' }],
    ['ada@example.org', {}],
  ])('%j', (email, errors) => {
    expect(validateForgotPassword({ email })).toEqual(errors);
  });
});

describe('reset password', () => {
  it.each([
    [
      { password: '', password_confirmation: '' },
      { password: 'Required', password_confirmation: 'Required' },
    ],
    [{ password: 'secret', password_confirmation: 'secret' }, {}],
    [{ password: 'secret', password_confirmation: 'Secret' }, { password_confirmation: 'Does not match password' }],
    [
      { password: 'short', password_confirmation: 'short' },
      { password: 'Must be at least 6 characters', password_confirmation: 'Must be at least 6 characters' },
    ],
  ])('%j', (values, errors) => {
    expect(validateResetPassword(values)).toEqual(errors);
  });
});

describe('hasErrors', () => {
  it('is true when any field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: 'Required' })).toBe(true);
  });
});
