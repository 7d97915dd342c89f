import { describe, expect, it, vi } from 'vitest';
import {
  noSessionPersistence,
  sessionPersistenceFor,
  webSessionPersistence,
  type AndroidBridge,
  type StorageEvents,
} from '../../../src/stores/session-persistence.ts';

function memory() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

describe('session persistence', () => {
  it('keeps the session text under currentuser in local storage', () => {
    const storage = memory();
    const persistence = webSessionPersistence(storage);
    persistence.write('{"a":1}');
    expect(storage.entries.get('currentuser')).toBe('{"a":1}');
    expect(persistence.read()).toBe('{"a":1}');
    persistence.write(null);
    expect(storage.entries.has('currentuser')).toBe(false);
    expect(persistence.sharedAcrossTabs).toBe(true);
  });

  it('reports changes other tabs make to currentuser, and a cleared storage', () => {
    const events = new EventTarget();
    const onChange = vi.fn();
    const stop = webSessionPersistence(memory(), events as StorageEvents).watch(onChange);
    const storageEvent = (key: string | null, newValue: string | null) =>
      Object.assign(new Event('storage'), { key, newValue }) as StorageEvent;
    events.dispatchEvent(storageEvent('currentuser', '{"b":2}'));
    events.dispatchEvent(storageEvent('queue', '[]'));
    events.dispatchEvent(storageEvent(null, null));
    stop();
    events.dispatchEvent(storageEvent('currentuser', 'ignored'));
    expect(onChange.mock.calls).toEqual([['{"b":2}'], [null]]);
  });

  it('uses the Android bridge in Android mode, and local storage otherwise', () => {
    const postMessage = vi.fn<AndroidBridge['postMessage']>(() => '{"from":"native"}');
    const bridge: AndroidBridge = { postMessage };
    const localStorage = memory();
    expect(sessionPersistenceFor(true, { ConcertLibraryAndroid: bridge, localStorage }).read()).toBe(
      '{"from":"native"}',
    );
    expect(postMessage).toHaveBeenCalledWith('{"type":"storage.get","key":"currentuser"}');
    localStorage.setItem('currentuser', 'web');
    expect(sessionPersistenceFor(false, { ConcertLibraryAndroid: bridge, localStorage }).read()).toBe('web');
  });

  it('keeps nothing where there is no storage, or the browser blocks it', () => {
    expect(sessionPersistenceFor(false, {})).toBe(noSessionPersistence);
    const blocked = Object.defineProperty({}, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(sessionPersistenceFor(false, blocked)).toBe(noSessionPersistence);
  });
});
