import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bakeRights, readBakedRights } from '#lib/rights/baked-rights.ts';
import { rightsArb } from './support/rights-arbitraries.ts';
import { rights } from './support/rights-builder.ts';

describe('baked rights', () => {
  it('read back as they were baked', () => {
    fc.assert(
      fc.property(rightsArb, (r) => {
        expect(readBakedRights(bakeRights(r))).toEqual(r);
      }),
    );
  });

  it('carry the decision fields only, whatever the value carries beside them', () => {
    const withNotes = { ...rights({ media: 'audio' }), publisher: 'G. Schirmer', licence_notes: 'Renewed in May.' };
    const baked = bakeRights(withNotes);
    expect(baked).not.toMatch(/Schirmer|Renewed|publisher|licence_notes/);
    expect(Object.keys(JSON.parse(baked) as object)).toEqual([
      'media',
      'territories',
      'available_from',
      'available_until',
      'embargo_until',
    ]);
  });

  it('read as nothing when the page carries something else', () => {
    const good = JSON.parse(bakeRights(rights({}))) as Record<string, unknown>;
    for (const text of [
      undefined,
      '',
      'not json',
      'null',
      '[]',
      JSON.stringify({ ...good, media: 'film' }),
      JSON.stringify({ ...good, territories: null }),
      JSON.stringify({ ...good, territories: { allowed: 'US', excluded: [] } }),
      JSON.stringify({ ...good, territories: { allowed: null, excluded: [1] } }),
      JSON.stringify({ ...good, available_until: 'soon' }),
      JSON.stringify({ ...good, embargo_until: 12 }),
    ]) {
      expect(readBakedRights(text)).toBeNull();
    }
  });
});
