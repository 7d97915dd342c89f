import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../src/lib/api/auth.ts';
import { SessionRefreshError, createRefresher, type SessionStore } from '../../../src/lib/session/refresher.ts';
import { buildSession } from '../../support/contract-builders.ts';

// The access token of the fixture expires at 12:05:00; 12:04:55 leaves 5 s, so it must be refreshed.
const FRESH_AT = new Date('2026-11-21T12:00:00Z');
const EXPIRING_AT = new Date('2026-11-21T12:04:55Z');
const REFRESHED = buildSession({
  token: 'access-2',
  access: 'access-2',
  refresh: 'refresh-2',
  expires: '2026-11-21T12:10:00Z',
});

function memoryStore(initial: Session | null): SessionStore & { writes: (Session | null)[] } {
  let current = initial;
  const writes: (Session | null)[] = [];
  return {
    writes,
    get: () => current,
    set: (next) => {
      writes.push(next);
      current = next;
    },
  };
}

/** A refresh call that answers after 200 ms of (fake) network time. */
function slowRefresh(answer: () => Session) {
  return vi.fn((_refresh: string) =>
    // An answer that throws becomes the refresh's rejection, as a failed request would.
    new Promise<void>((resolve) => setTimeout(resolve, 200)).then(answer),
  );
}

describe('createRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out a fresh access token without refreshing', async () => {
    const refresh = slowRefresh(() => REFRESHED);
    const refresher = createRefresher(refresh, memoryStore(buildSession()));
    await expect(refresher.accessToken(FRESH_AT)).resolves.toBe('access-1');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('answers null when signed out', async () => {
    const refresh = slowRefresh(() => REFRESHED);
    await expect(createRefresher(refresh, memoryStore(null)).accessToken(FRESH_AT)).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('makes ten concurrent callers with an expiring token share one refresh', async () => {
    const refresh = slowRefresh(() => REFRESHED);
    const store = memoryStore(buildSession());
    const refresher = createRefresher(refresh, store);
    const calls = Array.from({ length: 10 }, () => refresher.accessToken(EXPIRING_AT));
    await vi.advanceTimersByTimeAsync(200);
    await expect(Promise.all(calls)).resolves.toEqual(Array(10).fill('access-2'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(store.writes).toEqual([REFRESHED]);
  });

  it('lets a caller arriving during the refresh join it', async () => {
    const refresh = slowRefresh(() => REFRESHED);
    const refresher = createRefresher(refresh, memoryStore(buildSession()));
    const first = refresher.accessToken(EXPIRING_AT);
    await vi.advanceTimersByTimeAsync(150);
    const late = refresher.accessToken(EXPIRING_AT);
    await vi.advanceTimersByTimeAsync(50);
    await expect(Promise.all([first, late])).resolves.toEqual(['access-2', 'access-2']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes again when the new token in turn runs low', async () => {
    const later = buildSession({ token: 'access-3', access: 'access-3', expires: '2026-11-21T12:15:00Z' });
    const answers = [REFRESHED, later];
    const refresh = slowRefresh(() => answers.shift() ?? later);
    const refresher = createRefresher(refresh, memoryStore(buildSession()));
    const first = refresher.accessToken(EXPIRING_AT);
    await vi.advanceTimersByTimeAsync(200);
    await expect(first).resolves.toBe('access-2');
    const second = refresher.accessToken(new Date('2026-11-21T12:09:55Z'));
    await vi.advanceTimersByTimeAsync(200);
    await expect(second).resolves.toBe('access-3');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('clears the session when the refresh fails, and every waiting caller learns why', async () => {
    const cause = new Error('401 from /api/token/refresh/');
    const refresh = slowRefresh(() => {
      throw cause;
    });
    const store = memoryStore(buildSession());
    const refresher = createRefresher(refresh, store);
    const calls = Array.from({ length: 10 }, () => refresher.accessToken(EXPIRING_AT).catch((error: unknown) => error));
    await vi.advanceTimersByTimeAsync(200);
    const errors = await Promise.all(calls);
    expect(errors.every((error) => error instanceof SessionRefreshError && error.cause === cause)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.writes).toEqual([null]);
    await expect(refresher.accessToken(EXPIRING_AT)).resolves.toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('tries again for a new sign-in after a failed refresh', async () => {
    let fail = true;
    const refresh = slowRefresh(() => {
      if (fail) throw new Error('network down');
      return REFRESHED;
    });
    const store = memoryStore(buildSession());
    const refresher = createRefresher(refresh, store);
    const failed = refresher.accessToken(EXPIRING_AT).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(200);
    expect(await failed).toBeInstanceOf(SessionRefreshError);
    fail = false;
    store.set(buildSession());
    const retried = refresher.accessToken(EXPIRING_AT);
    await vi.advanceTimersByTimeAsync(200);
    await expect(retried).resolves.toBe('access-2');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('never reuses a settled refresh, even for the same session put back', async () => {
    const original = buildSession();
    const refresh = slowRefresh(() => {
      throw new Error('network down');
    });
    const store = memoryStore(original);
    const refresher = createRefresher(refresh, store);
    const failed = refresher.accessToken(EXPIRING_AT).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(200);
    expect(await failed).toBeInstanceOf(SessionRefreshError);
    store.set(original);
    const again = refresher.accessToken(EXPIRING_AT).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(200);
    expect(await again).toBeInstanceOf(SessionRefreshError);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('survives a refresh function that throws before returning a promise', async () => {
    const refresh = vi.fn((_refresh: string): Promise<Session> => {
      throw new Error('bad request setup');
    });
    const store = memoryStore(buildSession());
    const refresher = createRefresher(refresh, store);
    await expect(refresher.accessToken(EXPIRING_AT)).rejects.toBeInstanceOf(SessionRefreshError);
    store.set(buildSession());
    await expect(refresher.accessToken(EXPIRING_AT)).rejects.toBeInstanceOf(SessionRefreshError);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not bring back a user who signed out during the refresh', async () => {
    const refresh = slowRefresh(() => REFRESHED);
    const store = memoryStore(buildSession());
    const refresher = createRefresher(refresh, store);
    const call = refresher.accessToken(EXPIRING_AT);
    await vi.advanceTimersByTimeAsync(100);
    store.set(null);
    await vi.advanceTimersByTimeAsync(100);
    await expect(call).resolves.toBeNull();
    expect(store.get()).toBeNull();
  });

  it('clears the user instead of refreshing when the refresh token is about to expire', async () => {
    const refresh = slowRefresh(() => REFRESHED);
    const store = memoryStore(buildSession());
    const refresher = createRefresher(refresh, store);
    await expect(refresher.accessToken(new Date('2026-11-28T11:59:59.500Z'))).resolves.toBeNull();
    expect(store.writes).toEqual([null]);
    expect(refresh).not.toHaveBeenCalled();
  });
});
