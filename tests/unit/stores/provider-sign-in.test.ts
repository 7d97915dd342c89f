import './support/storage-stub.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopupHost } from '../../../src/lib/auth-client/provider-popup.ts';
import { PROVIDER_CALLBACK_MESSAGE } from '../../../src/lib/auth-client/provider-popup.ts';
import { configuredProvider, signInWithProvider } from '../../../src/stores/provider-sign-in.ts';
import { rememberRedirect } from '../../../src/stores/redirect-to.ts';
import { $session } from '../../../src/stores/session.ts';
import { fakeFetch, formOf, json, type FakeRoute } from '../auth-client/support/fake-fetch.ts';
import { KNOWN_USER_ANSWER, NEW_USER_ANSWER } from '../auth-client/support/answers.ts';
import { resetStores, shownFlashes } from './support/store-reset.ts';

vi.mock('../../../src/config/site.ts', () => import('./support/site-config.ts'));

const BASE = '/music/concert-library';

/** A window whose popup answers `callback` at once, or is closed by the visitor when it is null. */
function popupAnswering(callback: Record<string, string> | null): PopupHost {
  const target = new EventTarget();
  const popup = { closed: false, close: () => undefined };
  return {
    open() {
      queueMicrotask(() => {
        if (callback === null) {
          popup.closed = true;
          return;
        }
        const event = new MessageEvent('message', {
          data: { type: PROVIDER_CALLBACK_MESSAGE, ...callback },
          origin: 'https://auth.example.test',
        });
        Object.defineProperty(event, 'source', { value: popup });
        target.dispatchEvent(event);
      });
      return popup;
    },
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
    setInterval: (handler, ms) => setInterval(handler, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  };
}

function serve(route: FakeRoute) {
  const server = fakeFetch(route);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
});

afterEach(async () => {
  await resetStores();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('signInWithProvider', () => {
  it('knows the configured providers, shown only when they have an id', () => {
    expect(configuredProvider('identity')).toEqual({ id: 'apple', name: 'Apple', enabled: true });
    expect(configuredProvider('social')).toEqual({ id: 'facebook', name: 'Facebook', enabled: true });
  });

  it('signs up through the platform identity provider and welcomes the new account', async () => {
    const server = serve(() => json(200, NEW_USER_ANSWER));
    const host = popupAnswering({ provider: 'apple', id_token: 'jwt', code: 'c' });
    await expect(signInWithProvider('identity', host)).resolves.toEqual({
      kind: 'go',
      path: `${BASE}/compositions`,
      replace: true,
    });
    expect(server.requests[0]?.url).toBe('https://auth.example.test/rest-auth/apple-jwt/');
    expect(formOf(server.requests[0]!)).toEqual({ id_token: 'jwt', code: 'c', client_id: 'org.orchestra.concert-library.web' });
    expect($session.get()).not.toHaveProperty('new_user');
    expect($session.get()?.user.email).toBe('ada@example.org');
    expect(shownFlashes()).toEqual([["You're now signed up to login to the Listening Library with Apple.", 8000]]);
  });

  it('signs in through the social network and returns to the remembered path', async () => {
    const server = serve(() => json(200, KNOWN_USER_ANSWER));
    rememberRedirect(`${BASE}/concert/gala`);
    const outcome = await signInWithProvider('social', popupAnswering({ provider: 'facebook', access_token: 'fb' }));
    expect(outcome).toMatchObject({ path: `${BASE}/concert/gala` });
    expect(formOf(server.requests[0]!)).toEqual({ access_token: 'fb' });
    expect(shownFlashes()).toEqual([["You're signed in with Facebook.", 8000]]);
  });

  it('flashes the existing-account message with the provider’s email', async () => {
    serve(() => json(400, { non_field_errors: ['A user is already registered with this e-mail address.'] }));
    const host = popupAnswering({ provider: 'facebook', access_token: 'fb', email: 'ada@example.org' });
    await expect(signInWithProvider('social', host)).resolves.toEqual({ kind: 'stay' });
    expect(shownFlashes()[0]?.[0]).toBe(
      "Looks like you're already signed up for an account at ada@example.org. Try logging in with the email and the password you selected.",
    );
    expect($session.get()).toBeNull();
  });

  it('shows the sign-in problem alert in the form when the server fails', async () => {
    serve(() => json(502, { detail: 'provider unavailable' }));
    await expect(
      signInWithProvider('social', popupAnswering({ provider: 'facebook', access_token: 'fb' })),
    ).resolves.toEqual({ kind: 'failed', message: 'Sorry, there was a problem signing you in! Try again in a few minutes.' });
  });

  it('does nothing when the visitor closes the popup', async () => {
    const server = serve(() => json(200, KNOWN_USER_ANSWER));
    const outcome = signInWithProvider('identity', popupAnswering(null));
    await vi.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toEqual({ kind: 'stay' });
    expect(server.requests).toHaveLength(0);
    expect(shownFlashes()).toEqual([]);
  });
});
