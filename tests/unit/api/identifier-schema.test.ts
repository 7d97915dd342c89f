import { posix, win32 } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../support/any-text.ts';
import { IDENTIFIER_MAX_LENGTH, IdentifierSchema, isIdentifier } from '../../../src/lib/api/common.ts';

/** Characters an attacker or a careless export would put in an identifier, beside ordinary ones. */
const TRICKY = [
  ...Array.from('./\\%?#&=+ :;@~!*\'"()[]{}<>|`^$,'),
  '\u0000',
  '\n',
  '\t',
  'é',
  'ß',
  'İ',
  '\u202e',
  '😀',
  'a',
  'Z',
  '0',
  '-',
  '_',
];

/** Strings of tricky and ordinary characters, of every length around the bound. */
const candidates = fc.oneof(
  fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 12 }),
  anyText(40),
  fc.stringMatching(/^[A-Za-z0-9._%/-]{0,140}$/),
  fc.constantFrom('.', '..', '...', './', '.\\', '%2e%2e', '%2F'),
);

describe('IdentifierSchema', () => {
  it('accepts the slugs of the demo, the scale catalogue and the spec', () => {
    const valid = [
      'ludwig-van-beethoven',
      'symphony-no-3-in-e-flat-major-eroica',
      'scale-program-1000',
      'home-headline',
      'a',
      '7',
      'Op_27.2',
      'v1.2.3',
      'x'.repeat(IDENTIFIER_MAX_LENGTH),
    ];
    expect(valid.filter((identifier) => !isIdentifier(identifier))).toEqual([]);
  });

  it('refuses separators, escapes, dot segments, blanks and over-long identifiers', () => {
    const invalid = [
      '',
      '.',
      '..',
      '.hidden',
      'a/b',
      'a\\b',
      '100%',
      'a%2Fb',
      '%2e%2e',
      'a b',
      ' a',
      'a?b',
      'a#b',
      'dvořák',
      'a\nb',
      '\u0000',
      'x'.repeat(IDENTIFIER_MAX_LENGTH + 1),
      'x'.repeat(300),
    ];
    expect(invalid.filter((identifier) => isIdentifier(identifier))).toEqual([]);
    expect(isIdentifier(42)).toBe(false);
    expect(isIdentifier(null)).toBe(false);
  });

  it('says what is wrong in its messages', () => {
    const messages = (value: string) => IdentifierSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages('a/b')).toEqual([
      "an identifier is ASCII letters, digits, '-', '_' and '.', not starting with '.'",
    ]);
    expect(messages('x'.repeat(300))).toEqual([`an identifier has at most ${IDENTIFIER_MAX_LENGTH} characters`]);
  });

  it('accepts only safe single path segments that encodeURIComponent leaves unchanged', () => {
    fc.assert(
      fc.property(candidates, (candidate) => {
        if (!isIdentifier(candidate)) return;
        expect(candidate.length).toBeGreaterThanOrEqual(1);
        expect(candidate.length).toBeLessThanOrEqual(IDENTIFIER_MAX_LENGTH);
        expect(['.', '..']).not.toContain(candidate);
        expect(encodeURIComponent(candidate)).toBe(candidate);
        expect(decodeURIComponent(candidate)).toBe(candidate);
        // As a URL path segment and as a file name, it stays one segment directly under its parent.
        expect(new URL(`${candidate}/`, 'https://content.example.org/api/2/compositions/').pathname).toBe(
          `/api/2/compositions/${candidate}/`,
        );
        for (const path of [posix, win32]) {
          const joined = path.join('cache', candidate);
          expect([path.dirname(joined), path.basename(joined)]).toEqual(['cache', candidate]);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('accepts every string of its alphabet that does not start with a dot and fits the bound', () => {
    const allowed = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/);
    fc.assert(fc.property(allowed, (identifier) => isIdentifier(identifier)));
  });
});
