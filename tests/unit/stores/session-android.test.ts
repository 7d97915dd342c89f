import './support/storage-stub.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AndroidBridge } from '../../../src/stores/session-persistence.ts';
import { memoryLocalStorage } from './support/storage-stub.ts';
import { buildSession } from '../../support/contract-builders.ts';

vi.mock('../../../src/config/site.ts', async () => {
  const { site } = await import('../support/site-config.ts');
  return { site: { ...site, androidMode: true } };
});

/** The Android wrapper's bridge over a Map, recording every message it receives. */
function installBridge(seed: Record<string, string>) {
  const native = new Map(Object.entries(seed));
  const messages: unknown[] = [];
  const bridge: AndroidBridge = {
    postMessage(text) {
      const message = JSON.parse(text) as { type: string; key: string; value?: string };
      messages.push(message);
      if (message.type === 'storage.get') return native.get(message.key) ?? null;
      if (message.type === 'storage.set' && message.value !== undefined) native.set(message.key, message.value);
      if (message.type === 'storage.remove') native.delete(message.key);
      return null;
    },
  };
  vi.stubGlobal('ConcertLibraryAndroid', bridge);
  return { native, messages };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  memoryLocalStorage.clear();
});

describe('the session in Android mode', () => {
  it('is read at start-up from native storage as JSON through the bridge', async () => {
    const { messages } = installBridge({ currentuser: JSON.stringify(buildSession()) });
    const { $session, whenSessionRestored } = await import('../../../src/stores/session.ts');
    await whenSessionRestored();
    expect($session.get()).toEqual(buildSession());
    expect(messages[0]).toEqual({ type: 'storage.get', key: 'currentuser' });
  });

  it('is written to native storage, never to the web view’s local storage, and removed on sign-out', async () => {
    const { native, messages } = installBridge({});
    const { signIn, signOut } = await import('../../../src/stores/session.ts');
    signIn(buildSession());
    expect(JSON.parse(native.get('currentuser') ?? 'null')).toEqual(buildSession());
    expect(memoryLocalStorage.getItem('currentuser')).toBeNull();
    signOut();
    expect(native.has('currentuser')).toBe(false);
    expect(messages.at(-1)).toEqual({ type: 'storage.remove', key: 'currentuser' });
  });

  it('starts signed out when the bridge fails to answer, rather than breaking the page', async () => {
    vi.stubGlobal('ConcertLibraryAndroid', {
      postMessage() {
        throw new Error('bridge gone');
      },
    });
    const { $session, whenSessionRestored } = await import('../../../src/stores/session.ts');
    await whenSessionRestored();
    expect($session.get()).toBeNull();
  });

  it('falls back to local storage when the wrapper provides no bridge', async () => {
    memoryLocalStorage.setItem('currentuser', JSON.stringify(buildSession()));
    const { $session, whenSessionRestored } = await import('../../../src/stores/session.ts');
    await whenSessionRestored();
    expect($session.get()).toEqual(buildSession());
  });
});
