import './support/storage-stub.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../../src/lib/session/current-user-key.ts';
import { memoryLocalStorage } from './support/storage-stub.ts';
import { buildSession } from '../../support/contract-builders.ts';

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));

/** Counts the loads of the stored session's reader (zod and the session's schema). */
const readerLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/lib/session/stored-session.ts', async (importOriginal) => {
  readerLoads.count += 1;
  return importOriginal();
});

const STORED = buildSession({ refreshExpires: '2026-12-05T12:00:00Z' });

/** The session store as a new page loads it, with `stored` under `currentuser` (or nothing). */
async function loadPage(stored: string | null) {
  if (stored !== null) memoryLocalStorage.setItem(CURRENT_USER_KEY, stored);
  return import('../../../src/stores/session.ts');
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
  vi.resetModules();
  readerLoads.count = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  memoryLocalStorage.clear();
});

describe('reading the stored session', () => {
  it('knows a visitor with nothing stored is signed out at once, without loading the reader', async () => {
    const { $session, $sessionRestored, refreshIfNeeded } = await loadPage(null);
    expect($sessionRestored.get()).toBe(true);
    expect($session.get()).toBeNull();
    await expect(refreshIfNeeded()).resolves.toBeNull();
    expect(readerLoads.count).toBe(0);
  });

  it('loads the reader when something is stored, and is restored once it has', async () => {
    const { $session, $sessionRestored, whenSessionRestored } = await loadPage(JSON.stringify(STORED));
    expect($sessionRestored.get()).toBe(false);
    await whenSessionRestored();
    expect(readerLoads.count).toBe(1);
    expect($sessionRestored.get()).toBe(true);
    expect($session.get()).toEqual(STORED);
  });

  it('hands out the stored access token to a call made before the reader has loaded', async () => {
    const { refreshIfNeeded } = await loadPage(JSON.stringify(STORED));
    await expect(refreshIfNeeded()).resolves.toBe(STORED.access);
  });

  it('keeps a sign-in made while the stored session was read, rather than the older stored one', async () => {
    const { $session, signIn, whenSessionRestored } = await loadPage(JSON.stringify(STORED));
    const fresh = buildSession({ token: 'access-new', access: 'access-new', refresh: 'refresh-new' });
    signIn(fresh);
    await whenSessionRestored();
    expect($session.get()).toEqual(fresh);
    expect(JSON.parse(memoryLocalStorage.getItem(CURRENT_USER_KEY) ?? 'null')).toEqual(fresh);
  });

  it('removes a corrupt stored value once read, and the page is signed out', async () => {
    const { $session, whenSessionRestored } = await loadPage('{"token": "half a sess');
    await whenSessionRestored();
    expect($session.get()).toBeNull();
    expect(memoryLocalStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });
});
