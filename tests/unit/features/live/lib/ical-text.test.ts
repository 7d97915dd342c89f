import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../support/any-text.ts';
import { escapeIcalText, foldIcalLine, icalContentLine } from '../../../../../src/features/live/lib/ical-text.ts';
import { parseIcal, unescapeIcalText } from './support/ical-parser.ts';

/** Writes one property as a one-line document and reads its value back. */
function roundTrip(text: string): string {
  const [property] = parseIcal(`${icalContentLine('SUMMARY', escapeIcalText(text))}\r\n`);
  return unescapeIcalText(property?.value ?? '');
}

describe('escapeIcalText', () => {
  it.each([
    ['Bach, Handel', 'Bach\\, Handel'],
    ['one; two', 'one\\; two'],
    ['C:\\music\\', 'C:\\\\music\\\\'],
    ['a\nb\r\nc\rd', 'a\\nb\\nc\\nd'],
    ['tab\there', 'tab\there'],
    ['bell\u0007 nul\u0000 del\u007f', 'bell nul del'],
    ['\\,', '\\\\\\,'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeIcalText(text)).toBe(escaped);
  });
});

describe('foldIcalLine', () => {
  const octets = (line: string) => new TextEncoder().encode(line).length;

  it('keeps a line of exactly 75 octets whole and folds the 76th onto a new line', () => {
    expect(foldIcalLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcalLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts the leading space of a continuation line', () => {
    const lines = foldIcalLine('y'.repeat(75 + 74 + 1)).split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 2]);
  });

  it('never splits a multi-byte character', () => {
    // 'é' is 2 octets, '🎻' is 4: a naive cut at 75 octets would land inside one of them.
    for (const text of ['é'.repeat(60), `a${'🎻'.repeat(40)}`, `${'x'.repeat(73)}🎻🎻`]) {
      const lines = foldIcalLine(text).split('\r\n');
      expect(lines.every((line) => octets(line) <= 75)).toBe(true);
      expect(lines.every((line) => !line.includes('\uFFFD') && line.isWellFormed())).toBe(true);
      expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(text);
    }
  });
});

describe('TEXT round trip', () => {
  it.each([
    ['commas and semicolons', 'Haydn, Mozart; and Beethoven, too;'],
    ['backslashes next to escapes', 'a\\,b\\;c\\\\n'],
    ['newlines', 'First line\nSecond line\n\nFourth'],
    ['emoji and joiners', '🎻🎶 Family day 👩‍👩‍👧‍👦 — ¡Olé! 日本語'],
    ['long text', `${'Schöne Musik, große Freude; '.repeat(40)}🎺`],
  ])('reads back %s', (_name, text) => {
    expect(roundTrip(text)).toBe(text);
  });

  it('reads back any text, with line breaks as LF and control characters dropped', () => {
    fc.assert(
      fc.property(anyText(200), (text) => {
        // eslint-disable-next-line no-control-regex -- the text must lose exactly these control characters.
        const expected = text.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
        return roundTrip(text) === expected;
      }),
    );
  });
});
