import { describe, expect, it } from 'vitest';
import { CatalogDocumentSchema, type CatalogDocument } from '../../../server/src/catalog/import-schema.ts';
import { scaleCatalog } from '../../../server/seed/scale-catalog.ts';
import { duplicateProblems, mediaProblems, referenceProblems } from './support/catalog-checks.ts';

const started = performance.now();
const input = scaleCatalog();
const generationMs = performance.now() - started;
const doc: CatalogDocument = CatalogDocumentSchema.parse(input);

describe('the scale catalogue', () => {
  it('has the default sizes the benchmarks expect', () => {
    expect([doc.compositions.length, doc.people.length, doc.programs.length, doc.performances.length]).toEqual([
      10_000, 3_000, 1_000, 20_000,
    ]);
  });

  // How fast it is made is `npm run seed:scale`'s business (about a second on a quiet machine); this only
  // catches work that grows with the square of the catalogue, which at this size takes minutes, not seconds.
  it('is generated in time that grows with its size, not its square', () => {
    expect(generationMs).toBeLessThan(30_000);
  });

  it('resolves every reference and repeats no identifier or uuid', () => {
    expect(referenceProblems(doc)).toEqual([]);
    expect(duplicateProblems(doc)).toEqual([]);
  });

  it('records only what the media plan produces, with matching cue points', () => {
    expect(mediaProblems(doc)).toEqual([]);
    const recordings = doc.performances.flatMap((p) => p.recordings);
    expect(recordings.filter((r) => r.type === 'A').length).toBeGreaterThan(15_000);
    expect(recordings.filter((r) => r.type === 'V').length).toBeGreaterThan(1_500);
  });

  it('performs every composition and spreads concerts over eight years', () => {
    const performed = new Set(doc.performances.map((p) => p.composition));
    expect(doc.compositions.every((c) => performed.has(c.identifier))).toBe(true);
    const starts = doc.programs.map((p) => Date.parse(p.start_date_time));
    expect((Math.max(...starts) - Math.min(...starts)) / 86_400_000).toBeGreaterThan(7 * 365);
  });

  it('is the same for the same options and different for another seed', () => {
    const small = { compositions: 300, people: 120, programs: 40, performances: 600, features: 10 };
    expect(JSON.stringify(scaleCatalog(small))).toBe(JSON.stringify(scaleCatalog(small)));
    expect(JSON.stringify(scaleCatalog({ ...small, seed: 7 }))).not.toBe(JSON.stringify(scaleCatalog(small)));
  });

  it('scales down for quick runs and stays valid', () => {
    const small = CatalogDocumentSchema.parse(
      scaleCatalog({ compositions: 50, people: 20, programs: 5, performances: 80, features: 3 }),
    );
    expect([small.compositions.length, small.people.length, small.programs.length, small.performances.length]).toEqual([
      50, 20, 5, 80,
    ]);
    expect(referenceProblems(small)).toEqual([]);
  });

  it('has plausible names and titles', () => {
    expect(
      doc.compositions
        .slice(0, 3)
        .map((c) => c.title)
        .join(),
    ).toMatch(/No\. \d+ in [A-G]/);
    expect(doc.people.every((p) => p.last_name.length > 1)).toBe(true);
    expect(new Set(doc.people.map((p) => p.primary_kind))).toEqual(new Set(['composer', 'performer', 'conductor']));
  });
});
