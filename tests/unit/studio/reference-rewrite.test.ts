import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rewriteReferences, type ReferencePath } from '../../../src/lib/studio/reference-rewrite.ts';

/** A performance's references as the catalogue writes them: top level, in a list of items, in a list of values. */
const PATHS: readonly ReferencePath[] = [['composition'], ['conductor'], ['featured_artists', 'artist'], ['genres']];

const performance = {
  composition: 'eroica',
  conductor: 'marta-kessler',
  title: 'marta-kessler',
  featured_artists: [
    { artist: 'jonah-reyes', roles: ['violin'] },
    { artist: 'marta-kessler', roles: ['marta-kessler'] },
  ],
  genres: ['marta-kessler', 'symphony'],
  program_note: { text: 'marta-kessler', credit: '' },
};

/** Every value at the paths, in order. */
function referencesAt(value: unknown, path: ReferencePath): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item: unknown) => referencesAt(item, path));
  const [field, ...rest] = path;
  if (field === undefined) return [value];
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, field)) return [];
  return referencesAt((value as Record<string, unknown>)[field], rest);
}
const allReferences = (record: unknown) => PATHS.flatMap((path) => referencesAt(record, path));

describe('carrying references to a new identifier', () => {
  it('rewrites the values at the reference fields, at any depth, and nothing else', () => {
    expect(rewriteReferences(performance, PATHS, 'marta-kessler', 'kessler')).toEqual({
      ...performance,
      conductor: 'kessler',
      featured_artists: [
        { artist: 'jonah-reyes', roles: ['violin'] },
        { artist: 'kessler', roles: ['marta-kessler'] },
      ],
      genres: ['kessler', 'symphony'],
    });
    // The record handed in is left as it was.
    expect(performance.conductor).toBe('marta-kessler');
  });

  it('answers the record itself when nothing names the old identifier', () => {
    expect(rewriteReferences(performance, PATHS, 'nobody', 'somebody')).toBe(performance);
    expect(rewriteReferences(performance, [['missing', 'artist']], 'marta-kessler', 'kessler')).toBe(performance);
    expect(rewriteReferences({ conductor: null }, PATHS, 'marta-kessler', 'kessler')).toEqual({ conductor: null });
  });

  /** Records of arbitrary values where a reference may stand, drawn from a few identifiers. */
  const identifier = fc.constantFrom('a', 'b', 'c', 'ludwig-van-beethoven', 'beethoven');
  const anything = fc.oneof(identifier, fc.constant(null), fc.integer(), fc.string());
  const record = fc.record(
    {
      composition: anything,
      conductor: anything,
      title: anything,
      featured_artists: fc.array(fc.record({ artist: anything, roles: fc.array(anything) }, { requiredKeys: [] })),
      genres: fc.array(anything),
    },
    { requiredKeys: [] },
  );
  const rename = fc.tuple(identifier, fc.constantFrom('new-one', 'other-new', 'b')).filter(([from, to]) => from !== to);

  it('gives back the record when a rename a → b is followed by b → a, b being new', () => {
    fc.assert(
      fc.property(record, rename, (item, [from, to]) => {
        fc.pre(!allReferences(item).includes(to));
        const there = rewriteReferences(item, PATHS, from, to);
        expect(rewriteReferences(there, PATHS, to, from)).toEqual(item);
      }),
    );
  });

  it('leaves no reference to the old identifier, moves every one, and touches no other value', () => {
    fc.assert(
      fc.property(record, rename, (item, [from, to]) => {
        const there = rewriteReferences(item, PATHS, from, to);
        const before = allReferences(item);
        const after = allReferences(there);
        expect(after).not.toContain(from);
        expect(after).toEqual(before.map((value) => (value === from ? to : value)));
        expect(there.title).toEqual(item.title);
        expect(referencesAt(there, ['featured_artists', 'roles'])).toEqual(
          referencesAt(item, ['featured_artists', 'roles']),
        );
        expect(there === item).toBe(!before.includes(from));
      }),
    );
  });
});
