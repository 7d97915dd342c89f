import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../support/any-text.ts';
import {
  REDIRECT_TO_KEY,
  redirectAfterSignIn,
  redirectToValue,
  safeRedirectPath,
} from '../../../src/lib/session/redirect-to.ts';

const BASE = '/music/concert-library';

describe('safeRedirectPath', () => {
  it.each([
    ['/music/concert-library', '/music/concert-library'],
    ['/music/concert-library/', '/music/concert-library/'],
    ['/music/concert-library/composition/bolero', '/music/concert-library/composition/bolero'],
    ['/music/concert-library/concerts/video?page=2#top', '/music/concert-library/concerts/video?page=2#top'],
    ['/music/concert-library/a/../composition/x', '/music/concert-library/composition/x'],
    ['/music/concert-library/%2F%2Fevil.example', '/music/concert-library/%2F%2Fevil.example'],
  ])('accepts %s', (candidate, expected) => {
    expect(safeRedirectPath(candidate, BASE)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/music/concert-library/'],
    ['a protocol-relative URL', '//evil.example/music/concert-library/'],
    ['a backslash host', '/\\evil.example/music/concert-library/'],
    ['a backslash inside', '/music/concert-library\\..\\..\\x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'music/concert-library/compositions'],
    ['another path of the site', '/admin'],
    ['a look-alike base', '/music/concert-library-evil/x'],
    ['dot segments climbing out', '/music/concert-library/../../admin'],
    ['encoded dot segments climbing out', '/music/concert-library/%2e%2e/%2e%2e/admin'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/music/concert-library/x\n'],
    ['a space', '/music/concert-library/x y'],
    ['not a string', 42],
    ['nothing', null],
  ])('refuses %s', (_case, candidate) => {
    expect(safeRedirectPath(candidate, BASE)).toBeNull();
  });

  it('accepts any same-site path when the site lives at the root', () => {
    expect(safeRedirectPath('/compositions', '')).toBe('/compositions');
    expect(safeRedirectPath('/compositions', '/')).toBe('/compositions');
    expect(safeRedirectPath('//evil.example', '/')).toBeNull();
  });

  it('refuses a path that normalises to a protocol-relative one', () => {
    expect(safeRedirectPath('/a/..//evil.example/x', '')).toBeNull();
    expect(safeRedirectPath('/a/%2e%2e//evil.example', '/')).toBeNull();
  });

  it('only ever returns a path of this site under the base path', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '..',
      '.',
      '%2e',
      '%2F',
      'evil.example',
      ':',
      '?',
      '#',
      '@',
      ' ',
      '\t',
    );
    const candidate = fc.oneof(
      fc.array(piece, { maxLength: 10 }).map((parts) => `${BASE}/${parts.join('')}`),
      fc.array(piece, { maxLength: 10 }).map((parts) => `/${parts.join('')}`),
      anyText(30),
    );
    fc.assert(
      fc.property(candidate, fc.constantFrom(BASE, ''), (value, base) => {
        const path = safeRedirectPath(value, base);
        if (path === null) return true;
        const resolved = new URL(path, 'https://site.example');
        const underBase = base === '' || resolved.pathname === base || resolved.pathname.startsWith(`${base}/`);
        return resolved.origin === 'https://site.example' && underBase && !path.startsWith('//');
      }),
      { numRuns: 500 },
    );
  });
});

describe('redirectAfterSignIn', () => {
  it('returns the stored path when it is safe, the fallback otherwise', () => {
    expect(
      redirectAfterSignIn('/music/concert-library/composition/x', BASE, '/music/concert-library/compositions'),
    ).toBe('/music/concert-library/composition/x');
    expect(redirectAfterSignIn('https://evil.example/', BASE, '/music/concert-library/compositions')).toBe(
      '/music/concert-library/compositions',
    );
    expect(redirectAfterSignIn(null, BASE, '/music/concert-library/')).toBe('/music/concert-library/');
  });
});

describe('redirectToValue', () => {
  it('remembers the current path with its query and fragment', () => {
    const location = { pathname: '/music/concert-library/composition/x', search: '?play=1', hash: '#p2' };
    expect(redirectToValue(location, BASE)).toBe('/music/concert-library/composition/x?play=1#p2');
  });

  it('remembers nothing outside the base path', () => {
    expect(redirectToValue({ pathname: '/elsewhere', search: '', hash: '' }, BASE)).toBeNull();
  });

  it('uses the spec key', () => {
    expect(REDIRECT_TO_KEY).toBe('redirectTo');
  });
});
