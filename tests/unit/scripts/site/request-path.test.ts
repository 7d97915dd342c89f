import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRequestPath, MAX_PATH_LENGTH, pathBelow } from '../../../../scripts/site/request-path.ts';

const refused = (because: string) => ({ kind: 'refused', because });

describe('reading a request path', () => {
  it('decodes each segment and tells a folder from a file', () => {
    expect(checkRequestPath('/')).toEqual({ kind: 'path', segments: [], folder: true });
    expect(checkRequestPath('/music/concert-library/composition/bach/')).toEqual({
      kind: 'path',
      segments: ['music', 'concert-library', 'composition', 'bach'],
      folder: true,
    });
    expect(checkRequestPath('/a/caf%C3%A9%20b.html')).toEqual({
      kind: 'path',
      segments: ['a', 'café b.html'],
      folder: false,
    });
    expect(checkRequestPath('/a/v1.2..3')).toMatchObject({ kind: 'path', segments: ['a', 'v1.2..3'] });
  });

  it('refuses every spelling of `..` and `.`', () => {
    for (const dots of ['..', '%2e%2e', '%2E%2e', '.%2e', '%2e.', '%2E%2E', '.', '%2e'])
      expect(checkRequestPath(`/a/${dots}/b`), dots).toEqual(refused('dot segment'));
  });

  it('refuses a slash or backslash hidden in a segment', () => {
    for (const path of ['/a/..%2fb', '/a%2Fb', '/a/..%5cb', '/a\\b', '/a/b%5C'])
      expect(checkRequestPath(path), path).toEqual(refused('slash or backslash in a segment'));
  });

  it('refuses a path encoded twice, and encodings that are not UTF-8', () => {
    expect(checkRequestPath('/a/%252e%252e/b')).toEqual(refused('encoded twice'));
    expect(checkRequestPath('/a/%252fb')).toEqual(refused('encoded twice'));
    for (const path of ['/a/%c0%ae%c0%ae/b', '/a/%c0%af', '/a/%zz', '/a/%', '/a/%e2%82'])
      expect(checkRequestPath(path), path).toEqual(refused('not UTF-8 percent-encoding'));
  });

  it('refuses NUL and other control characters, empty segments, and overlong paths', () => {
    for (const path of ['/a%00b', '/a/%0d%0ab', '/a/%1b', '/a/%7f', '/a/%c2%85'])
      expect(checkRequestPath(path), path).toEqual(refused('control character'));
    expect(checkRequestPath('//a')).toEqual(refused('empty segment'));
    expect(checkRequestPath('/a//b/')).toEqual(refused('empty segment'));
    expect(checkRequestPath('/a//')).toEqual(refused('empty segment'));
    expect(checkRequestPath(`/${'a'.repeat(MAX_PATH_LENGTH - 1)}`)).toMatchObject({ kind: 'path' });
    expect(checkRequestPath(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toEqual(refused('too long'));
    expect(checkRequestPath('a/b')).toEqual(refused('not a path'));
    expect(checkRequestPath('http://host/a')).toEqual(refused('not a path'));
  });

  it('hides every file or folder whose name starts with a dot', () => {
    for (const path of ['/.env', '/a/.git/config', '/a/.rebuild-manifest.json', '/%2eenv', '/.well-known/x', '/a/.b/'])
      expect(checkRequestPath(path), path).toEqual({ kind: 'hidden' });
    // A traversal is refused even when it also passes through a hidden folder.
    expect(checkRequestPath('/.git/../a')).toEqual(refused('dot segment'));
  });

  it('gives only segments that name nothing outside the folder they are read in', () => {
    const piece = fc.constantFrom(
      'a',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '\\',
      '%25',
      '%00',
      '%c0%ae',
      '',
      '/',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const checked = checkRequestPath(`/${pieces.join('')}`);
        if (checked.kind !== 'path') return;
        for (const segment of checked.segments) {
          expect(segment).not.toBe('');
          expect(segment.startsWith('.')).toBe(false);
          expect(segment).not.toMatch(/[/\\\0]/);
        }
      }),
    );
  });
});

describe('the part of a path below the base path', () => {
  const below = (path: string) => {
    const checked = checkRequestPath(path);
    return checked.kind === 'path' ? pathBelow(checked, '/music/concert-library') : checked.kind;
  };

  it('is the rest of the path, keeping its final slash', () => {
    expect(below('/music/concert-library/')).toBe('/');
    expect(below('/music/concert-library/composition/bach/')).toBe('/composition/bach/');
    expect(below('/music/concert-library/_astro/app.js')).toBe('/_astro/app.js');
  });

  it('is undefined outside the base path, and for the base path without its slash', () => {
    expect(below('/music/concert-library')).toBeUndefined();
    expect(below('/music/concert-libraryx/')).toBeUndefined();
    expect(below('/music/')).toBeUndefined();
    expect(below('/')).toBeUndefined();
  });
});
