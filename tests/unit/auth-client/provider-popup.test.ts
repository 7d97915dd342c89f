import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openProviderPopup,
  PROVIDER_CALLBACK_MESSAGE,
  ProviderPopupClosedError,
  ProviderPopupError,
  providerLoginUrl,
  type PopupHost,
  type PopupWindow,
} from '../../../src/lib/auth-client/provider-popup.ts';

const AUTH_HOST = 'https://auth.example.test';
const OPTIONS = { provider: 'apple', providerName: 'Apple', authHost: AUTH_HOST };

/** A window with a popup that the test drives. */
function fakeHost(opens = true) {
  const target = new EventTarget();
  const popup: PopupWindow & { closed: boolean } = {
    closed: false,
    close() {
      this.closed = true;
    },
  };
  const opened: string[] = [];
  const host: PopupHost = {
    open: (url) => {
      opened.push(url);
      return opens ? popup : null;
    },
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
    setInterval: (handler, ms) => setInterval(handler, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  };
  /** Posts a message to the opener, as the callback page does (MessageEvent cannot be given a source). */
  const post = (data: unknown, origin = AUTH_HOST, source: unknown = popup): void => {
    const event = new MessageEvent('message', { data, origin });
    Object.defineProperty(event, 'source', { value: source });
    target.dispatchEvent(event);
  };
  return { host, popup, opened, post };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('openProviderPopup', () => {
  it('opens the auth host’s login start for the provider', () => {
    const { host, opened } = fakeHost();
    void openProviderPopup(host, OPTIONS).catch(() => undefined);
    expect(opened).toEqual([providerLoginUrl(AUTH_HOST, 'apple')]);
    expect(opened[0]).toBe('https://auth.example.test/accounts/apple/login/?process=login');
  });

  it('answers the tokens of the callback message and closes the popup', async () => {
    const { host, popup, post } = fakeHost();
    const result = openProviderPopup(host, OPTIONS);
    post({ type: PROVIDER_CALLBACK_MESSAGE, provider: 'apple', id_token: 'jwt', code: 'c', user: '{}', extra: 1 });
    await expect(result).resolves.toEqual({ provider: 'apple', id_token: 'jwt', code: 'c', user: '{}' });
    expect(popup.closed).toBe(true);
  });

  it('ignores messages from another origin, another window, or about another provider', async () => {
    const { host, post } = fakeHost();
    const result = openProviderPopup(host, OPTIONS);
    const message = { type: PROVIDER_CALLBACK_MESSAGE, provider: 'apple', id_token: 'forged' };
    post(message, 'https://evil.example');
    post(message, AUTH_HOST, {});
    post({ ...message, provider: 'facebook' });
    post({ ...message, id_token: 'real' });
    await expect(result).resolves.toMatchObject({ id_token: 'real' });
  });

  it('fails with the provider’s name when the provider answers with an error or without a token', async () => {
    const { host, post } = fakeHost();
    const result = openProviderPopup(host, OPTIONS);
    post({ type: PROVIDER_CALLBACK_MESSAGE, provider: 'apple', error: 'access_denied' });
    await expect(result).rejects.toMatchObject({ message: 'Error signing in with Apple' });
    const second = fakeHost();
    const empty = openProviderPopup(second.host, OPTIONS);
    second.post({ type: PROVIDER_CALLBACK_MESSAGE, provider: 'apple' });
    await expect(empty).rejects.toBeInstanceOf(ProviderPopupError);
  });

  it('fails silently when the visitor closes the popup', async () => {
    const { host, popup } = fakeHost();
    const result = openProviderPopup(host, OPTIONS);
    let outcome: unknown;
    result.catch((error: unknown) => (outcome = error));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome).toBeInstanceOf(ProviderPopupClosedError);
  });

  it('takes the message the popup posted just before it closed itself, even after a poll saw it closed', async () => {
    const { host, popup, post } = fakeHost();
    const result = openProviderPopup(host, OPTIONS);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    post({ type: PROVIDER_CALLBACK_MESSAGE, provider: 'apple', id_token: 'late-but-real' });
    await expect(result).resolves.toMatchObject({ id_token: 'late-but-real' });
  });

  it('fails with the provider’s name when the browser blocks the popup', async () => {
    const { host } = fakeHost(false);
    await expect(openProviderPopup(host, OPTIONS)).rejects.toBeInstanceOf(ProviderPopupError);
  });
});
