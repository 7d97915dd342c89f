import fc from 'fast-check';

/**
 * Any text of at most `maxLength` characters: ASCII, the rest of the basic plane (lone surrogate
 * halves among it) and astral characters (a surrogate pair each), as fast-check's
 * `fc.string({ unit: 'binary' })` draws them, at a fraction of its cost: that one's generation took
 * most of a property's time and grew with the length, which ran a property test past its time
 * limit on a loaded machine.
 */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  const point = fc.oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0xffff }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  );
  return fc
    .array(point, { maxLength })
    .map((points) =>
      points.map((code) => (code <= 0xffff ? String.fromCharCode(code) : String.fromCodePoint(code))).join(''),
    );
}
