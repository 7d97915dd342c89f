import './support/storage-stub.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAccount } from '../../../src/stores/account-deletion.ts';
import { requestPasswordReset, resetPassword } from '../../../src/stores/password-actions.ts';
import { rememberRedirect } from '../../../src/stores/redirect-to.ts';
import { confirmEmail, register } from '../../../src/stores/registration-actions.ts';
import { $session, signIn } from '../../../src/stores/session.ts';
import { requestSignInLink, signInWithMagicLink } from '../../../src/stores/sign-in-actions.ts';
import { fakeFetch, formOf, json, type FakeRoute } from '../auth-client/support/fake-fetch.ts';
import { resetStores, shownFlashes } from './support/store-reset.ts';
import { buildSession } from '../../support/contract-builders.ts';

const pageViews = vi.hoisted(() => [] as string[]);

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));
vi.mock('../../../src/lib/analytics/site-analytics.ts', () => ({
  analytics: { page: (name: string) => pageViews.push(name), event: () => undefined },
}));

const BASE = '/music/concert-library';
const NETWORK = 'Sorry, there was a problem contacting our servers! Try back in a few minutes.';
const down: FakeRoute = () => ({ fail: new TypeError('Failed to fetch') });

function serve(route: FakeRoute) {
  const server = fakeFetch(route);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const SIGN_UP = {
  first_name: ' Clara ',
  last_name: 'Schumann',
  email: ' clara@example.org ',
  password: 'secret-1',
  password_confirmation: 'secret-1',
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
});

afterEach(async () => {
  pageViews.length = 0;
  await resetStores();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('register', () => {
  it('sends the form, flashes the sign-up message for 8 s and goes home', async () => {
    const server = serve(() => json(201, { detail: 'Verification e-mail sent.' }));
    await expect(register(SIGN_UP)).resolves.toEqual({ kind: 'go', path: `${BASE}/`, replace: false });
    expect(formOf(server.requests[0]!)).toEqual({
      email: 'clara@example.org',
      password1: 'secret-1',
      password2: 'secret-1',
      first_name: 'Clara',
      last_name: 'Schumann',
    });
    expect(shownFlashes()).toEqual([["You're signed up! Check your email for a verification link.", 8000]]);
    expect(pageViews).toEqual(['sign-up success']);
  });

  it('shows the first password error, then the first email error, else the general message', async () => {
    serve(() => json(400, { email: ['Enter a valid email address.'], password1: ['This password is too common.'] }));
    await expect(register(SIGN_UP)).resolves.toEqual({
      kind: 'failed',
      message: "We couldn't create your account; This password is too common.",
    });
    serve(() => json(400, { non_field_errors: ['x'] }));
    await expect(register(SIGN_UP)).resolves.toEqual({
      kind: 'failed',
      message: "Sorry, we couldn't create your account!",
    });
    expect(shownFlashes()).toEqual([]);
    expect(pageViews).toEqual([]);
  });

  it('shows the network alert when the server cannot be reached', async () => {
    serve(down);
    await expect(register(SIGN_UP)).resolves.toEqual({ kind: 'failed', message: NETWORK });
  });
});

describe('confirmEmail', () => {
  it('thanks a signed-out visitor and sends them to sign in', async () => {
    const server = serve(() => json(200, { detail: 'ok' }));
    await expect(confirmEmail('key-1')).resolves.toEqual({ kind: 'go', path: `${BASE}/sign-in`, replace: false });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ key: 'key-1' });
    expect(shownFlashes()).toEqual([['Thanks for verifying your email; you can now sign in.', 8000]]);
  });

  it('thanks a signed-in visitor and sends them to the compositions', async () => {
    serve(() => json(200, { detail: 'ok' }));
    signIn(buildSession());
    await expect(confirmEmail('key-1')).resolves.toMatchObject({ kind: 'go', path: `${BASE}/compositions` });
    expect(shownFlashes()).toEqual([
      ['Thanks for verifying your email; you now have access to the entire concert library.', 8000],
    ]);
  });

  it('shows the network alert for a used key as for a failed connection (spec section 8)', async () => {
    serve(() => json(404, { detail: 'Not found.' }));
    await expect(confirmEmail('used')).resolves.toEqual({ kind: 'failed', message: NETWORK });
  });
});

describe('requestSignInLink', () => {
  it('asks for the link, flashes for 15 s and stays', async () => {
    const server = serve(() => json(200, { detail: 'sent' }));
    await expect(requestSignInLink(' clara@example.org ')).resolves.toEqual({ kind: 'stay' });
    expect(formOf(server.requests[0]!)).toEqual({ email: 'clara@example.org' });
    expect(shownFlashes()).toEqual([['Check your email for a sign-in link.', 15_000]]);
  });

  it('follows the sign-in rules for a refusal', async () => {
    serve(() => json(400, { non_field_errors: ['E-mail is not verified.'] }));
    await expect(requestSignInLink('clara@example.org')).resolves.toEqual({
      kind: 'failed',
      message: 'Your email is not verified! Check your inbox for an email from us.',
    });
    serve(down);
    await expect(requestSignInLink('clara@example.org')).resolves.toEqual({ kind: 'failed', message: NETWORK });
  });
});

describe('signInWithMagicLink', () => {
  it('signs in, flashes "You\'re signed in." for 6 s and goes to /compositions', async () => {
    const server = serve(() => json(200, buildSession()));
    await expect(signInWithMagicLink('tok')).resolves.toEqual({
      kind: 'go',
      path: `${BASE}/compositions`,
      replace: true,
    });
    expect(formOf(server.requests[0]!)).toEqual({ sesame: 'tok' });
    expect($session.get()).toEqual(buildSession());
    expect(shownFlashes()).toEqual([["You're signed in.", 6000]]);
  });

  it('returns to the remembered path, once', async () => {
    serve(() => json(200, buildSession()));
    rememberRedirect(`${BASE}/composition/eroica`);
    await expect(signInWithMagicLink('tok')).resolves.toMatchObject({ path: `${BASE}/composition/eroica` });
    await expect(signInWithMagicLink('tok-2')).resolves.toMatchObject({ path: `${BASE}/compositions` });
  });

  it('spends a link once even when asked twice at the same time', async () => {
    const server = serve(() => json(200, buildSession()));
    const [first, second] = await Promise.all([signInWithMagicLink('tok'), signInWithMagicLink('tok')]);
    expect(first).toEqual(second);
    expect(server.requests).toHaveLength(1);
  });

  it('flashes the expired-link message for a 400 and goes to sign in', async () => {
    serve(() => json(400, { non_field_errors: ['Invalid or expired link.'] }));
    await expect(signInWithMagicLink('old')).resolves.toEqual({ kind: 'go', path: `${BASE}/sign-in`, replace: true });
    expect(shownFlashes()).toEqual([["Sorry, we couldn't sign you in with that link; it might be expired.", 8000]]);
    expect($session.get()).toBeNull();
  });

  it('says it has problems connecting for another answer, and shows the network alert for none', async () => {
    serve(() => json(502, {}));
    await expect(signInWithMagicLink('tok')).resolves.toEqual({
      kind: 'failed',
      message: "Sorry, we're having problems connecting.",
    });
    serve(down);
    await expect(signInWithMagicLink('tok')).resolves.toEqual({ kind: 'failed', message: NETWORK });
  });
});

describe('requestPasswordReset', () => {
  it('flashes the reset-sent message for 14 s and stays', async () => {
    const server = serve(() => json(200, { detail: 'sent' }));
    await expect(requestPasswordReset(' clara@example.org ')).resolves.toEqual({ kind: 'stay' });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ email: 'clara@example.org' });
    expect(shownFlashes()).toEqual([['Check your email for a link to reset your password.', 14_000]]);
  });

  it('sends a social-network account to sign in with the 412 message (8 s)', async () => {
    serve(() => json(412, { detail: 'facebook' }));
    await expect(requestPasswordReset('fb@example.org')).resolves.toEqual({
      kind: 'go',
      path: `${BASE}/sign-in`,
      replace: false,
    });
    expect(shownFlashes()).toEqual([
      [
        'It looks like the email fb@example.org signed up through a social network. Try using the social network button!',
        8000,
      ],
    ]);
  });

  it('shows the network alert for a 404 and for no answer', async () => {
    serve(() => json(404, {}));
    await expect(requestPasswordReset('a@b.org')).resolves.toEqual({ kind: 'failed', message: NETWORK });
    serve(down);
    await expect(requestPasswordReset('a@b.org')).resolves.toEqual({ kind: 'failed', message: NETWORK });
  });
});

describe('resetPassword', () => {
  const values = { password: 'new-secret', password_confirmation: 'new-secret' };

  it('confirms with uid, token and both passwords, flashes for 8 s and goes to sign in', async () => {
    const server = serve(() => json(200, { detail: 'Password has been reset.' }));
    await expect(resetPassword({ uid: 'MTI', token: 't-1' }, values)).resolves.toEqual({
      kind: 'go',
      path: `${BASE}/sign-in`,
      replace: false,
    });
    expect(formOf(server.requests[0]!)).toEqual({
      uid: 'MTI',
      token: 't-1',
      new_password1: 'new-secret',
      new_password2: 'new-secret',
    });
    expect(shownFlashes()).toEqual([
      ['Great, we reset your password. Sign in with your new password to continue.', 8000],
    ]);
  });

  it('explains a refused link', async () => {
    serve(() => json(400, { token: ['Invalid value'] }));
    await expect(resetPassword({ uid: 'MTI', token: 'bad' }, values)).resolves.toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('invalid or has expired') as unknown,
    });
  });
});

describe('deleteAccount', () => {
  it('deletes with the bearer token, forgets the session, flashes for 8 s and goes home', async () => {
    const server = serve(() => json(200, { detail: 'deleted' }));
    signIn(buildSession());
    await expect(deleteAccount()).resolves.toEqual({ kind: 'go', path: `${BASE}/`, replace: true });
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', url: 'https://api.example.test/api/2/user_delete/' });
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect($session.get()).toBeNull();
    expect(shownFlashes()).toEqual([['Ok, we deleted your account.', 8000]]);
  });

  it('keeps the visitor signed in and shows the network alert when it fails', async () => {
    serve(down);
    signIn(buildSession());
    await expect(deleteAccount()).resolves.toEqual({ kind: 'failed', message: NETWORK });
    expect($session.get()).toEqual(buildSession());
  });
});
