import type { ProviderLoginAnswer } from '../api/auth.ts';
import { renderNotice, type Notice } from '../errors/notice.ts';
import { AuthCallError } from './auth-call-error.ts';
import { ProviderPopupClosedError, ProviderPopupError } from './provider-popup.ts';

/** The two kinds of provider (rules §1): a platform identity provider and a social network. */
export type ProviderKind = 'identity' | 'social';

/**
 * The route id of a configured provider, from its display name ('Apple' → 'apple'): the
 * server adds `POST /rest-auth/{id}-jwt/` for each provider of its `AUTH_PROVIDERS`.
 */
export function providerId(providerName: string): string {
  return providerName.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The `email` claim of an id_token, read without verifying it: only to name the address in a
 * message; the server verifies the token itself. Null when absent or unreadable.
 */
export function emailInIdToken(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    const email = typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>)['email'] : null;
    return typeof email === 'string' && email !== '' ? email : null;
  } catch {
    return null;
  }
}

/** Rules §8: a new account flashes 'You're now signed up…', a known one 'You're signed in with…'. */
export function providerWelcome(answer: ProviderLoginAnswer, providerName: string): Notice {
  return renderNotice(answer.new_user ? 'provider-signed-up' : 'provider-signed-in', { provider: providerName });
}

function messagesIn(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.values(body).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((m) => typeof m === 'string') : [],
  );
}

/**
 * What the visitor is told when a provider sign-in fails (rules §8): nothing when they
 * closed the popup; "Error signing in with {provider}" when the popup failed; 'Looks like
 * you're already signed up for an account at {email}…' when the server says the email is
 * already registered (the server does not repeat the address, so it comes from the provider;
 * 'that address' when the provider did not share it); otherwise 'Sorry, there was a problem
 * signing you in!…'.
 */
export function providerSignInFailure(error: unknown, email: string | null): Notice {
  if (error instanceof ProviderPopupClosedError || error instanceof ProviderPopupError) return error.notice;
  const alreadyRegistered =
    error instanceof AuthCallError &&
    error.status === 400 &&
    messagesIn(error.body).some((message) => /already registered/i.test(message));
  if (alreadyRegistered) return renderNotice('social-account-exists', { email: email ?? 'that address' });
  return renderNotice('social-sign-in-failed');
}
