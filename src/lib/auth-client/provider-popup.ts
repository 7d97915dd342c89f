import { HandledError } from '../errors/handled-error.ts';
import { renderNotice } from '../errors/notice.ts';

/** The `type` of the message the provider callback page posts to the site (see below). */
export const PROVIDER_CALLBACK_MESSAGE = 'concert-library:provider-login';

/** How often the site looks whether the visitor closed the popup. */
const CLOSED_POLL_MS = 500;

/** The popup's size: large enough for the providers' consent screens. */
const POPUP_FEATURES = 'popup=yes,width=520,height=640';

/**
 * What the callback page posts to `window.opener` once the provider has answered:
 * `{"type": "concert-library:provider-login", "provider": "apple", "id_token": "…", "code": "…",
 * "user": "{…}"}` for a platform identity provider, `{"type": …, "provider": "facebook",
 * "access_token": "…"}` for a social network, or `{"type": …, "provider": …, "error": "…"}`.
 * `email` may be added when the provider shares it, so a refusal can name the address.
 */
export interface ProviderCallback {
  readonly provider: string;
  readonly id_token?: string;
  readonly code?: string;
  readonly user?: string;
  /** The client id the id_token was issued to: sent by the native app only (rules §7). */
  readonly client_id?: string;
  readonly access_token?: string;
  readonly email?: string;
}

/** The visitor closed the popup: nothing is shown (rules §8). */
export class ProviderPopupClosedError extends HandledError {
  constructor() {
    super(renderNotice('identity-popup-closed'));
    this.name = 'ProviderPopupClosedError';
  }
}

/** The popup could not open, or the provider answered with an error: "Error signing in with {provider}". */
export class ProviderPopupError extends HandledError {
  constructor(providerName: string, options?: ErrorOptions) {
    super(renderNotice('identity-sign-in-failed', { provider: providerName }), options);
    this.name = 'ProviderPopupError';
  }
}

/** The window the popup opens from (the browser's `window`; a fake in tests). */
export interface PopupHost {
  open(url: string, target: string, features: string): PopupWindow | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

/** The popup as the opener sees it. */
export interface PopupWindow {
  readonly closed: boolean;
  close(): void;
}

/** The provider's sign-in popup. */
export interface ProviderPopupOptions {
  /** The provider id, e.g. 'apple'. */
  readonly provider: string;
  /** Its display name, for the error message. */
  readonly providerName: string;
  /** The auth host: the popup starts at `{authHost}/accounts/{provider}/login/`. */
  readonly authHost: string;
}

/** Where the popup starts: the auth host, which sends the visitor on to the provider. */
export function providerLoginUrl(authHost: string, provider: string): string {
  return `${authHost.replace(/\/+$/, '')}/accounts/${encodeURIComponent(provider)}/login/?process=login`;
}

function readCallback(data: unknown, provider: string): ProviderCallback | Error | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message['type'] !== PROVIDER_CALLBACK_MESSAGE || message['provider'] !== provider) return null;
  if (typeof message['error'] === 'string') return new Error(message['error']);
  const fields = ['id_token', 'code', 'user', 'access_token', 'email'] as const;
  const callback: Record<string, string> = { provider };
  for (const field of fields) {
    const value = message[field];
    if (typeof value === 'string' && value !== '') callback[field] = value;
  }
  return callback['id_token'] === undefined && callback['access_token'] === undefined
    ? new Error('The provider answered without a token')
    : (callback as unknown as ProviderCallback);
}

/**
 * Opens the provider's sign-in popup (rules §7: popup mode on the web, callback
 * /accounts/{provider}/login/callback/ on the content host) and waits for its callback
 * message. Only a message from the popup itself, from the auth host's origin, counts.
 * Rejects with `ProviderPopupClosedError` when the visitor closes it, `ProviderPopupError`
 * when it cannot open or the provider refuses.
 */
export function openProviderPopup(host: PopupHost, options: ProviderPopupOptions): Promise<ProviderCallback> {
  const popup = host.open(
    providerLoginUrl(options.authHost, options.provider),
    `${options.provider}-login`,
    POPUP_FEATURES,
  );
  if (popup === null) return Promise.reject(new ProviderPopupError(options.providerName));
  const origin = new URL(options.authHost).origin;
  return new Promise((resolve, reject) => {
    const finish = (outcome: ProviderCallback | Error): void => {
      host.removeEventListener('message', onMessage);
      host.clearInterval(poll);
      if (!popup.closed) popup.close();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== origin || event.source !== popup) return;
      const callback = readCallback(event.data, options.provider);
      if (callback === null) return;
      finish(callback instanceof Error ? new ProviderPopupError(options.providerName, { cause: callback }) : callback);
    };
    host.addEventListener('message', onMessage);
    // The callback page posts its message and closes at once; the message reaches this window as a
    // task of its own, which may come after a poll that already sees the popup closed. So a popup
    // counts as closed by the visitor only when the next poll still finds no message.
    let seenClosed = false;
    const poll = host.setInterval(() => {
      if (seenClosed) finish(new ProviderPopupClosedError());
      seenClosed = popup.closed;
    }, CLOSED_POLL_MS);
  });
}
