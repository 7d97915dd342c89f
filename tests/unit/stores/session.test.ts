import './support/storage-stub.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionRefreshError } from '../../../src/lib/session/refresher.ts';
import { CURRENT_USER_KEY } from '../../../src/lib/session/stored-session.ts';
import { $flash } from '../../../src/stores/flash.ts';
import {
  $session,
  authorizedFetch,
  checkSessionExpiry,
  refreshIfNeeded,
  restoreStoredSession,
  signIn,
  signOut,
} from '../../../src/stores/session.ts';
import { fakeFetch, formOf, json, type FakeRoute } from '../auth-client/support/fake-fetch.ts';
import { memoryLocalStorage } from './support/storage-stub.ts';
import { resetStores } from './support/store-reset.ts';
import { buildSession } from '../../support/contract-builders.ts';

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));

const NOW = new Date('2026-11-21T12:00:00Z');
const REFRESH_URL = 'https://auth.example.test/api/token/refresh/';
const ROTATED = buildSession({
  token: 'access-2',
  access: 'access-2',
  refresh: 'refresh-2',
  expires: '2026-11-21T12:20:00Z',
  refreshExpires: '2026-12-05T12:00:00Z',
});

function serve(route: FakeRoute) {
  const server = fakeFetch(route);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** A refresh endpoint that answers after 200 ms of (fake) network time. */
function slowRefresh(answer: () => ReturnType<typeof json>) {
  return serve(async (request) => {
    if (request.url !== REFRESH_URL) return null;
    await new Promise((resolve) => setTimeout(resolve, 200));
    return answer();
  });
}

const stored = () => memoryLocalStorage.getItem(CURRENT_USER_KEY);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(async () => {
  await resetStores();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('signing in and out', () => {
  it('keeps the signed-in session under currentuser', () => {
    signIn(buildSession());
    expect($session.get()).toEqual(buildSession());
    expect(JSON.parse(stored() ?? 'null')).toEqual(buildSession());
  });

  it('clears the session on sign-out and flashes "You\'re signed out." for 4 s', () => {
    signIn(buildSession());
    signOut();
    expect($session.get()).toBeNull();
    expect(stored()).toBeNull();
    expect($flash.get().map((item) => [item.message, item.ms])).toEqual([["You're signed out.", 4000]]);
    vi.advanceTimersByTime(3999);
    expect($flash.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($flash.get()).toHaveLength(0);
  });

  it('flashes nothing when a signed-out visitor signs out', () => {
    signOut();
    expect($flash.get()).toEqual([]);
  });
});

describe('the user expiry timer', () => {
  it('clears the user 1 s before the refresh token expires', () => {
    signIn(buildSession({ refreshExpires: '2026-11-21T12:01:00Z' }));
    vi.advanceTimersByTime(58_999);
    expect($session.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($session.get()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('is replaced by the next session’s timer, so an old timer cannot sign out a new session', () => {
    signIn(buildSession({ refreshExpires: '2026-11-21T12:01:00Z' }));
    signIn(ROTATED);
    vi.advanceTimersByTime(120_000);
    expect($session.get()).toEqual(ROTATED);
  });

  it('is checked again when the page becomes visible, in case the device slept through the timer', () => {
    signIn(buildSession({ refreshExpires: '2026-11-21T12:01:00Z' }));
    checkSessionExpiry(new Date('2026-11-21T12:00:58Z'));
    expect($session.get()).not.toBeNull();
    checkSessionExpiry(new Date('2026-11-21T12:00:59Z'));
    expect($session.get()).toBeNull();
  });
});

describe('restoring the stored session at start-up', () => {
  it('restores a stored session and starts its timer', async () => {
    memoryLocalStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify(buildSession({ refreshExpires: '2026-11-21T12:01:00Z' })),
    );
    await restoreStoredSession();
    expect($session.get()?.user.email).toBe('ada@example.org');
    vi.advanceTimersByTime(59_000);
    expect($session.get()).toBeNull();
  });

  it('removes a corrupt or expired stored value and starts signed out', async () => {
    memoryLocalStorage.setItem(CURRENT_USER_KEY, '{"token": "half a sess');
    await restoreStoredSession();
    expect($session.get()).toBeNull();
    expect(stored()).toBeNull();
    memoryLocalStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify(buildSession({ refreshExpires: '2026-11-21T12:00:00.500Z' })),
    );
    await restoreStoredSession();
    expect($session.get()).toBeNull();
    expect(stored()).toBeNull();
  });
});

describe('refreshIfNeeded', () => {
  it('hands out the access token without a call while more than 10 s remain', async () => {
    const server = serve(() => json(500));
    signIn(buildSession());
    await expect(refreshIfNeeded(new Date('2026-11-21T12:04:50Z'))).resolves.toBe('access-1');
    expect(server.requests).toHaveLength(0);
  });

  it('refreshes once for any number of concurrent callers when under 10 s remain', async () => {
    const server = slowRefresh(() => json(200, ROTATED));
    signIn(buildSession());
    const at = new Date('2026-11-21T12:04:51Z');
    const tokens = Promise.all([refreshIfNeeded(at), refreshIfNeeded(at), refreshIfNeeded(at)]);
    await vi.advanceTimersByTimeAsync(200);
    await expect(tokens).resolves.toEqual(['access-2', 'access-2', 'access-2']);
    expect(server.requests).toHaveLength(1);
    expect(formOf(server.requests[0]!)).toEqual({ refresh: 'refresh-1' });
    expect($session.get()).toEqual(ROTATED);
    expect(JSON.parse(stored() ?? 'null')).toEqual(ROTATED);
  });

  it('signs the visitor out when the server refuses the refresh token', async () => {
    slowRefresh(() => json(401, { detail: 'Token is invalid or expired' }));
    signIn(buildSession());
    const token = refreshIfNeeded(new Date('2026-11-21T12:04:59Z'));
    const settled = expect(token).rejects.toBeInstanceOf(SessionRefreshError);
    await vi.advanceTimersByTimeAsync(200);
    await settled;
    expect($session.get()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps the visitor signed in when the refresh cannot reach the server', async () => {
    serve(() => ({ fail: new TypeError('Failed to fetch') }));
    signIn(buildSession());
    await expect(refreshIfNeeded(new Date('2026-11-21T12:04:59Z'))).resolves.toBe('access-1');
    expect($session.get()).toEqual(buildSession());
  });

  it('takes the session another tab rotated instead of spending the used refresh token again', async () => {
    const server = serve(() => json(200, ROTATED));
    signIn(buildSession());
    // Another tab refreshed: local storage holds its rotated session, this tab still the old one.
    memoryLocalStorage.setItem(CURRENT_USER_KEY, JSON.stringify(ROTATED));
    await expect(refreshIfNeeded(new Date('2026-11-21T12:04:59Z'))).resolves.toBe('access-2');
    expect(server.requests).toHaveLength(0);
    expect($session.get()).toEqual(ROTATED);
  });

  it('answers null when signed out', async () => {
    await expect(refreshIfNeeded()).resolves.toBeNull();
  });
});

describe('authorizedFetch', () => {
  it('carries the access token, refreshed first when it is about to expire', async () => {
    const server = serve((request) => (request.url === REFRESH_URL ? json(200, ROTATED) : json(200, {})));
    signIn(buildSession({ expires: '2026-11-21T12:00:05Z' }));
    await authorizedFetch('https://api.example.test/api/2/stream/recording/u-1/');
    const streamCall = server.requests.find((request) => request.url.includes('/stream/'));
    expect(server.requests.map((request) => request.url)).toEqual([REFRESH_URL, expect.stringContaining('/stream/')]);
    expect(streamCall?.headers.get('Authorization')).toBe('Bearer access-2');
  });

  it('sends no Authorization header when signed out, so the server answers 401', async () => {
    const server = serve(() => json(401, { detail: 'Authentication credentials were not provided.' }));
    const answer = await authorizedFetch('https://api.example.test/api/2/stream/recording/u-1/', {
      headers: { Authorization: 'Bearer stale' },
    });
    expect(answer.status).toBe(401);
    expect(server.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
