import { describe, expect, it } from 'vitest';
import { renderNotice } from '../../../src/lib/errors/notice.ts';
import { NOT_FOUND_FLASH_MS, NOTICES, UNSTATED_FLASH_MS } from '../../../src/lib/errors/notice-table.ts';
import type { NoticeCode, Presentation } from '../../../src/lib/errors/notice-table.ts';

/** Every complete message of rules §8, copied from the spec character for character. */
const SECTION_8_MESSAGES = [
  'Check your email for a sign-in link.',
  "You're signed out.",
  "You're signed up! Check your email for a verification link.",
  "Sorry, we couldn't sign you in with that link; it might be expired.",
  "Sorry, we're having problems connecting.",
  "Sorry, we couldn't create your account!",
  "Looks like you're already signed up for an account at {email}. Try logging in with the email and the password you selected.",
  'Sorry, there was a problem signing you in! Try again in a few minutes.',
  'You need to be signed in to play that performance.',
  'We’re sorry, but this performance is not currently available in your location.',
  'We’re sorry, but this recording is not currently available in your location.',
  'You must be signed in to view this video.',
  'Sorry, there was a problem contacting our servers! Try back in a few minutes.',
  'Not found',
  'No stream links',
  'This livestream can not be played.',
  'It looks like the email {email} signed up through a social network. Try using the social network button!',
  "Sorry, we're having a problem playing the audio for this composition.",
  'Does not match password',
];

/** Rules §8 messages the spec gives as a beginning followed by a provider or an error. */
const SECTION_8_BEGINNINGS = [
  "You're now signed up to login to the Listening Library with",
  "You're signed in with",
  "We couldn't create your account; ",
  'Error signing in with',
];

/** The messages rules §8 refers to elsewhere, and the flashes of rules §2, §4 and §5. */
const OTHER_SECTION_MESSAGES = [
  'Your email is not verified! Check your inbox for an email from us.',
  "Sorry, we couldn't sign you in with that email and password.",
  'Sorry, that performer was not found in the library.',
  'Sorry, that composition was not found in the library.',
  'Sorry, that concert was not found in the library.',
  'Sorry, that live stream is no longer available.',
  'Sorry, that media feature was not found in the library.',
  'Sorry, that collection was not found in the library.',
  "You're signed in.",
  'Great, we reset your password. Sign in with your new password to continue.',
  'Thanks for verifying your email; you now have access to the entire concert library.',
  'Thanks for verifying your email; you can now sign in.',
  'Ok, we deleted your account.',
];

const messages = Object.values(NOTICES).map((entry) => entry.message);
const flash = (ms: number): Presentation => ({ kind: 'flash', ms });

describe('notice table', () => {
  it.each(SECTION_8_MESSAGES)('holds the section 8 message %s exactly', (message) => {
    expect(messages).toContain(message);
  });

  it.each(SECTION_8_BEGINNINGS)('holds a message that begins exactly with %s', (beginning) => {
    expect(messages.some((message) => message.startsWith(beginning) && message.length > beginning.length)).toBe(true);
  });

  it.each(OTHER_SECTION_MESSAGES)('holds the message %s exactly', (message) => {
    expect(messages).toContain(message);
  });

  it('uses the typographic apostrophe where the spec does, and the straight one elsewhere', () => {
    const curly = messages.filter((message) => message.includes('’'));
    expect(curly).toHaveLength(2);
    expect(curly.every((message) => message.startsWith('We’re sorry, but this'))).toBe(true);
  });

  it.each<[NoticeCode, Presentation]>([
    ['sign-in-link-sent', flash(15_000)],
    ['signed-out', flash(4_000)],
    ['signed-in', flash(6_000)],
    ['registered', flash(8_000)],
    ['provider-signed-up', flash(8_000)],
    ['provider-signed-in', flash(8_000)],
    ['stream-sign-in-required', flash(5_000)],
    ['reset-social-account', flash(8_000)],
    ['password-reset-done', flash(8_000)],
    ['magic-link-rejected', flash(8_000)],
    ['sign-in-link-invalid', flash(8_000)],
    ['email-verified-signed-in', flash(8_000)],
    ['account-deleted', flash(8_000)],
    ['composition-not-found', flash(5_000)],
    ['live-stream-not-found', flash(5_000)],
    ['network-failure', { kind: 'alert' }],
    ['social-sign-in-failed', { kind: 'alert' }],
    ['identity-sign-in-failed', { kind: 'alert' }],
    ['audio-playback-failed', { kind: 'alert' }],
    ['identity-popup-closed', { kind: 'silent' }],
    ['password-mismatch', { kind: 'inline' }],
    ['email-not-verified', flash(UNSTATED_FLASH_MS)],
    ['not-found', flash(UNSTATED_FLASH_MS)],
  ])('shows %s as the spec times it', (code, show) => {
    expect(NOTICES[code].show).toEqual(show);
  });

  it('gives every not-found flash 5 s and its redirect', () => {
    const notFound = Object.entries(NOTICES).filter(([code]) => code.endsWith('-not-found') && code !== 'not-found');
    expect(notFound).toHaveLength(6);
    for (const [, entry] of notFound) expect(entry.show).toEqual(flash(NOT_FOUND_FLASH_MS));
    expect(renderNotice('performer-not-found').then).toEqual({ path: '/compositions/by/performer', replace: false });
    expect(renderNotice('concert-not-found').then).toEqual({ path: '/concerts', replace: true });
    expect(renderNotice('collection-not-found').then).toEqual({ path: '/collections', replace: true });
    expect(renderNotice('media-feature-not-found').then).toEqual({ path: '/features', replace: false });
  });

  it('fills in the placeholders', () => {
    expect(renderNotice('identity-sign-in-failed', { provider: 'Apple' }).message).toBe('Error signing in with Apple');
    expect(renderNotice('reset-social-account', { email: 'a@b.test' })).toEqual({
      code: 'reset-social-account',
      message:
        'It looks like the email a@b.test signed up through a social network. Try using the social network button!',
      show: flash(8_000),
      then: { path: '/sign-in', replace: false },
    });
    expect(renderNotice('registration-rejected', { detail: 'This password is too common.' }).message).toBe(
      "We couldn't create your account; This password is too common.",
    );
  });

  it('requires the values a message names', () => {
    // @ts-expect-error The provider is missing, which the compiler refuses.
    expect(renderNotice('provider-signed-in').message).toBe("You're signed in with {provider}.");
    expect(renderNotice('signed-out')).toEqual({
      code: 'signed-out',
      message: "You're signed out.",
      show: flash(4_000),
    });
  });
});
