import './support/storage-stub.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_SIGN_IN_ANSWER } from '../../../src/lib/auth-client/native-provider-sign-in.ts';
import type { PopupHost } from '../../../src/lib/auth-client/provider-popup.ts';
import { PROVIDER_CALLBACK_MESSAGE } from '../../../src/lib/auth-client/provider-popup.ts';
import {
  configuredProvider,
  pageCredentials,
  popupCredentials,
  signInWithProvider,
} from '../../../src/stores/provider-sign-in.ts';
import { rememberRedirect } from '../../../src/stores/redirect-to.ts';
import { $session } from '../../../src/stores/session.ts';
import { fakeFetch, formOf, json, type FakeRoute } from '../auth-client/support/fake-fetch.ts';
import { KNOWN_USER_ANSWER, NEW_USER_ANSWER } from '../auth-client/support/answers.ts';
import { fakeNativeWrapper, type FakeNativeWrapper } from '../native/support/fake-native-wrapper.ts';
import { resetStores, shownFlashes } from './support/store-reset.ts';

const pageViews = vi.hoisted(() => [] as string[]);

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));
vi.mock('../../../src/lib/analytics/site-analytics.ts', () => ({
  analytics: { page: (name: string) => pageViews.push(name), event: () => undefined },
}));

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

/**
 * A page in the native wrapper, whose sign-in sheet answers each request with `fields`. The web
 * view opens no popup (`open` answers null, as a blocked popup does); `popups` counts the tries.
 */
function nativePage(fields: Record<string, string>) {
  const wrapper = fakeNativeWrapper();
  wrapper.respond = (message, self) =>
    self.answer({ type: NATIVE_SIGN_IN_ANSWER, requestId: message['requestId'], ...fields });
  const tries = { popups: 0 };
  const host: PopupHost & FakeNativeWrapper['scope'] = Object.assign(wrapper.scope, {
    open: () => {
      tries.popups += 1;
      return null;
    },
    setInterval: () => undefined,
    clearInterval: () => undefined,
  });
  return { wrapper, host, tries };
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
  pageViews.length = 0;
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
    await expect(signInWithProvider('identity', popupCredentials(host))).resolves.toEqual({
      kind: 'go',
      path: `${BASE}/compositions`,
      replace: true,
    });
    expect(server.requests[0]?.url).toBe('https://auth.example.test/rest-auth/apple-jwt/');
    // On the web no client_id is sent: rules §7 has the native app alone send it.
    expect(formOf(server.requests[0]!)).toEqual({ id_token: 'jwt', code: 'c' });
    expect($session.get()).not.toHaveProperty('new_user');
    expect($session.get()?.user.email).toBe('ada@example.org');
    expect(shownFlashes()).toEqual([["You're now signed up to login to the Listening Library with Apple.", 8000]]);
    expect(pageViews).toEqual(['sign-up success']);
  });

  it('signs in through the social network and returns to the remembered path', async () => {
    const server = serve(() => json(200, KNOWN_USER_ANSWER));
    rememberRedirect(`${BASE}/concert/gala`);
    const outcome = await signInWithProvider(
      'social',
      popupCredentials(popupAnswering({ provider: 'facebook', access_token: 'fb' })),
    );
    expect(outcome).toMatchObject({ path: `${BASE}/concert/gala` });
    expect(formOf(server.requests[0]!)).toEqual({ access_token: 'fb' });
    expect(shownFlashes()).toEqual([["You're signed in with Facebook.", 8000]]);
    expect(pageViews).toEqual([]);
  });

  it('flashes the existing-account message with the provider’s email', async () => {
    serve(() => json(400, { non_field_errors: ['A user is already registered with this e-mail address.'] }));
    const host = popupAnswering({ provider: 'facebook', access_token: 'fb', email: 'ada@example.org' });
    await expect(signInWithProvider('social', popupCredentials(host))).resolves.toEqual({ kind: 'stay' });
    expect(shownFlashes()[0]?.[0]).toBe(
      "Looks like you're already signed up for an account at ada@example.org. Try logging in with the email and the password you selected.",
    );
    expect($session.get()).toBeNull();
  });

  it('shows the sign-in problem alert in the form when the server fails', async () => {
    serve(() => json(502, { detail: 'provider unavailable' }));
    await expect(
      signInWithProvider('social', popupCredentials(popupAnswering({ provider: 'facebook', access_token: 'fb' }))),
    ).resolves.toEqual({
      kind: 'failed',
      message: 'Sorry, there was a problem signing you in! Try again in a few minutes.',
    });
  });

  it('does nothing when the visitor closes the popup', async () => {
    const server = serve(() => json(200, KNOWN_USER_ANSWER));
    const outcome = signInWithProvider('identity', popupCredentials(popupAnswering(null)));
    // Two polls: a popup counts as closed by the visitor once the poll after the one that saw it closed
    // still finds no message (src/lib/auth-client/provider-popup.ts).
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ kind: 'stay' });
    expect(server.requests).toHaveLength(0);
    expect(shownFlashes()).toEqual([]);
  });
});

describe('provider sign-in in native mode', () => {
  const user = '{"name":{"firstName":"Ada","lastName":"Lovelace"}}';
  const appleAnswer = { id_token: 'native-jwt', code: 'c0de', user, client_id: 'org.orchestra.concert-library' };

  it('asks the wrapper, posts its platform identity credential with the app’s client_id, and signs in', async () => {
    const server = serve(() => json(200, NEW_USER_ANSWER));
    const { wrapper, host, tries } = nativePage(appleAnswer);
    await expect(signInWithProvider('identity', pageCredentials(true, host))).resolves.toEqual({
      kind: 'go',
      path: `${BASE}/compositions`,
      replace: true,
    });
    expect(wrapper.posted).toEqual([
      expect.objectContaining({ type: 'provider-sign-in', kind: 'identity', provider: 'apple' }),
    ]);
    expect(server.requests[0]?.url).toBe('https://auth.example.test/rest-auth/apple-jwt/');
    expect(formOf(server.requests[0]!)).toEqual(appleAnswer);
    expect(tries.popups).toBe(0);
    expect($session.get()?.user.email).toBe('ada@example.org');
    expect(shownFlashes()).toEqual([["You're now signed up to login to the Listening Library with Apple.", 8000]]);
    expect(pageViews).toEqual(['sign-up success']);
  });

  it('posts the social network’s access_token from the wrapper', async () => {
    const server = serve(() => json(200, KNOWN_USER_ANSWER));
    const { wrapper, host } = nativePage({ access_token: 'native-fb' });
    await signInWithProvider('social', pageCredentials(true, host));
    expect(wrapper.posted[0]).toMatchObject({ kind: 'social', provider: 'facebook' });
    expect(server.requests[0]?.url).toBe('https://auth.example.test/rest-auth/facebook-jwt/');
    expect(formOf(server.requests[0]!)).toEqual({ access_token: 'native-fb' });
    expect(shownFlashes()).toEqual([["You're signed in with Facebook.", 8000]]);
  });

  it('shows nothing when the visitor cancels the wrapper’s sheet', async () => {
    const server = serve(() => json(200, KNOWN_USER_ANSWER));
    const { host } = nativePage({ error: 'cancelled' });
    await expect(signInWithProvider('identity', pageCredentials(true, host))).resolves.toEqual({ kind: 'stay' });
    expect(server.requests).toHaveLength(0);
    expect(shownFlashes()).toEqual([]);
    expect($session.get()).toBeNull();
  });

  it('uses the popup outside native mode, and in a native build that runs outside a wrapper', async () => {
    serve(() => json(200, KNOWN_USER_ANSWER));
    const { wrapper, host, tries } = nativePage(appleAnswer);
    await expect(signInWithProvider('identity', pageCredentials(false, host))).resolves.toEqual({
      kind: 'failed',
      message: 'Error signing in with Apple',
    });
    expect(tries.popups).toBe(1);
    expect(wrapper.posted).toEqual([]);
    const popup = popupAnswering({ provider: 'apple', id_token: 'web-jwt' });
    await expect(signInWithProvider('identity', pageCredentials(true, popup))).resolves.toMatchObject({
      kind: 'go',
    });
  });
});
