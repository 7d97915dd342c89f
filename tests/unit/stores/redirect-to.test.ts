import './support/storage-stub.ts';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $redirectTo, rememberLocation, rememberRedirect, takeRedirect } from '../../../src/stores/redirect-to.ts';
import { memoryLocalStorage } from './support/storage-stub.ts';

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));

const FALLBACK = '/music/concert-library/compositions';

afterEach(() => {
  takeRedirect(FALLBACK);
  cleanStores($redirectTo);
  memoryLocalStorage.clear();
});

describe('$redirectTo', () => {
  it('remembers the current location under redirectTo, as a stream 401 does', () => {
    const location = { pathname: '/music/concert-library/composition/eroica', search: '?t=1', hash: '#p2' };
    expect(rememberLocation(location)).toBe(true);
    expect($redirectTo.get()).toBe('/music/concert-library/composition/eroica?t=1#p2');
    expect(memoryLocalStorage.getItem('redirectTo')).toBe('/music/concert-library/composition/eroica?t=1#p2');
  });

  it('is used up by the sign-in that follows', () => {
    rememberRedirect('/music/concert-library/concert/spring-gala');
    expect(takeRedirect(FALLBACK)).toBe('/music/concert-library/concert/spring-gala');
    expect(takeRedirect(FALLBACK)).toBe(FALLBACK);
    expect(memoryLocalStorage.getItem('redirectTo')).toBeNull();
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    'javascript:alert(1)',
    '/elsewhere/page',
    '/music/concert-library/../../x',
  ])('refuses to remember %s', (path) => {
    expect(rememberRedirect(path)).toBe(false);
    expect($redirectTo.get()).toBeUndefined();
    expect(takeRedirect(FALLBACK)).toBe(FALLBACK);
  });

  it('ignores an unsafe value another script put under the key', async () => {
    memoryLocalStorage.setItem('redirectTo', '//evil.example/phish');
    vi.resetModules();
    const fresh = await import('../../../src/stores/redirect-to.ts');
    expect(fresh.$redirectTo.get()).toBeUndefined();
    expect(fresh.takeRedirect(FALLBACK)).toBe(FALLBACK);
  });
});
