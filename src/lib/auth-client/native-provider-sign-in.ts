import type { NativeBridge } from '../native/native-bridge.ts';
import { ProviderPopupClosedError, ProviderPopupError, type ProviderCallback } from './provider-popup.ts';
import type { ProviderKind } from './provider-sign-in.ts';

/** The `type` of the site's request to the wrapper. */
export const NATIVE_SIGN_IN_REQUEST = 'provider-sign-in';

/** The `type` of the wrapper's answer. */
export const NATIVE_SIGN_IN_ANSWER = 'provider-sign-in-result';

/** The `error` of an answer when the visitor dismissed the wrapper's sign-in sheet (nothing is shown). */
export const NATIVE_SIGN_IN_CANCELLED = 'cancelled';

/**
 * What the site posts to the wrapper when a provider button is pressed in native mode:
 * `{"type": "provider-sign-in", "requestId": "…", "kind": "identity", "provider": "apple"}`.
 * `kind` is 'identity' (the platform identity provider) or 'social' (the social network);
 * `provider` is the provider's id, as in `POST /rest-auth/{provider}-jwt/`.
 */
export interface NativeSignInRequest {
  readonly type: typeof NATIVE_SIGN_IN_REQUEST;
  readonly requestId: string;
  readonly kind: ProviderKind;
  readonly provider: string;
}

/** Which provider to ask the wrapper for. */
export interface NativeSignInOptions {
  readonly kind: ProviderKind;
  /** The provider id, e.g. 'apple'. */
  readonly provider: string;
  /** Its display name, for the error message. */
  readonly providerName: string;
  /** The request's id; a fresh random one unless told (tests). */
  readonly requestId?: string;
}

/** Each kind's credential fields, rules §7: the first is required. */
const CREDENTIAL_FIELDS: Readonly<Record<ProviderKind, readonly string[]>> = {
  identity: ['id_token', 'code', 'user', 'client_id', 'email'],
  social: ['access_token', 'email'],
};

/** 128 random bits as hex: only the wrapper, which receives it, can answer the request. */
function randomRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The wrapper's error as text: its code as sent, or anything else as JSON (not '[object Object]'). */
function describe(error: unknown): string {
  return typeof error === 'string' ? error : JSON.stringify(error);
}

function parsed(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** The answer to one request as a credential or an error; null for any other message. */
function readAnswer(data: unknown, requestId: string, options: NativeSignInOptions): ProviderCallback | Error | null {
  const message = parsed(data);
  if (message === null || message['type'] !== NATIVE_SIGN_IN_ANSWER || message['requestId'] !== requestId) return null;
  const error = message['error'];
  if (error === NATIVE_SIGN_IN_CANCELLED) return new ProviderPopupClosedError();
  if (error !== undefined) return new ProviderPopupError(options.providerName, { cause: new Error(describe(error)) });
  const fields = CREDENTIAL_FIELDS[options.kind];
  const credential: Record<string, string> = { provider: options.provider };
  for (const field of fields) {
    const value = message[field];
    if (typeof value === 'string' && value !== '') credential[field] = value;
  }
  const required = fields[0] ?? '';
  if (credential[required] === undefined) {
    return new ProviderPopupError(options.providerName, {
      cause: new Error(`The wrapper answered without ${required}`),
    });
  }
  return credential as unknown as ProviderCallback;
}

/**
 * Asks the native wrapper to sign the visitor in with a provider (native mode's counterpart of
 * the web popup): posts a {@link NativeSignInRequest} and waits for the wrapper's answer to it,
 * `{"type": "provider-sign-in-result", "requestId": …}` with the credential: for the platform
 * identity provider `id_token` (required), `code`, `user` (the first sign-in's profile JSON)
 * and `client_id` (the native app's client id); for the social network `access_token`. An
 * optional `email` names the address in a refusal. Rejects with `ProviderPopupClosedError`
 * when the answer's `error` is 'cancelled' (nothing is shown) and `ProviderPopupError` for
 * any other error or an answer without its token ("Error signing in with {provider}").
 */
export function requestNativeCredential(bridge: NativeBridge, options: NativeSignInOptions): Promise<ProviderCallback> {
  const requestId = options.requestId ?? randomRequestId();
  return new Promise((resolve, reject) => {
    const stop = bridge.listen((data) => {
      const answer = readAnswer(data, requestId, options);
      if (answer === null) return;
      stop();
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    });
    const request: NativeSignInRequest = {
      type: NATIVE_SIGN_IN_REQUEST,
      requestId,
      kind: options.kind,
      provider: options.provider,
    };
    try {
      bridge.post(JSON.stringify(request));
    } catch (error) {
      stop();
      reject(new ProviderPopupError(options.providerName, { cause: error }));
    }
  });
}
