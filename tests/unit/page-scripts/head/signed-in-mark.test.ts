import { describe, expect, it } from 'vitest';
import { markSignedIn, type SessionScope } from '../../../../src/page-scripts/head/signed-in-mark.ts';
import { FakeElement, fakeStorageScope } from './fake-page.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const session = (refreshExpires: unknown) => JSON.stringify({ token: 't', refresh: 'r', refreshExpires, user: {} });

function signedIn(scope: SessionScope, android = false): boolean {
  const html = new FakeElement(android ? { 'data-android-mode': '' } : {});
  markSignedIn(html, scope, NOW);
  return html.getAttribute('data-signed-in') === '';
}

describe('signed-in mark', () => {
  it('marks a session whose refresh token lasts beyond now, and nothing else', () => {
    expect(signedIn(fakeStorageScope({ currentuser: session('2026-06-01T12:00:01Z') }))).toBe(true);
    expect(signedIn(fakeStorageScope({ currentuser: session('2026-06-01T12:00:00Z') }))).toBe(false);
    expect(signedIn(fakeStorageScope({ currentuser: session(NOW + 1000) }))).toBe(false);
    expect(signedIn(fakeStorageScope({ currentuser: '{not json' }))).toBe(false);
    expect(signedIn(fakeStorageScope({ currentuser: 'null' }))).toBe(false);
    expect(signedIn(fakeStorageScope())).toBe(false);
    expect(signedIn(fakeStorageScope({ currentuser: session('2027-01-01T00:00:00Z') }, { blocked: true }))).toBe(false);
  });

  it("in Android mode reads the wrapper's bridge when there is one, and local storage when not", () => {
    const live = session('2027-01-01T00:00:00Z');
    const asked: string[] = [];
    const withBridge = (answer: unknown) => ({
      ...fakeStorageScope(),
      ConcertLibraryAndroid: { postMessage: (message: string) => (asked.push(message), answer) as string },
    });
    expect(signedIn(withBridge(live), true)).toBe(true);
    expect(asked).toEqual(['{"type":"storage.get","key":"currentuser"}']);
    expect(signedIn(withBridge(JSON.parse(live)), true)).toBe(true);
    expect(signedIn(withBridge(null), true)).toBe(false);
    // Outside Android mode the bridge is not asked.
    expect(signedIn(withBridge(live))).toBe(false);
    expect(signedIn(fakeStorageScope({ currentuser: live }), true)).toBe(true);
  });
});
