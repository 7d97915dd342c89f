import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_TONES, initialsOf, placeholderArt } from '../../../src/lib/catalog/placeholder-art.ts';

describe('placeholder art', () => {
  it('takes the initials of the first two naming words', () => {
    expect(initialsOf('Antonín Dvořák')).toBe('AD');
    expect(initialsOf('The Lark Ascending')).toBe('LA');
    expect(initialsOf('*Eroica* Symphony')).toBe('ES');
    expect(initialsOf('Symphony No. 9')).toBe('SN');
    expect(initialsOf('Hildegard')).toBe('H');
    expect(initialsOf('The')).toBe('T');
    expect(initialsOf('…')).toBe('');
    expect(initialsOf('ßach Xaver')).toBe('SS');
  });

  it('gives the same identifier the same tone, and spreads identifiers over every tone', () => {
    expect(placeholderArt('antonin-dvorak', 'Antonín Dvořák')).toEqual(
      placeholderArt('antonin-dvorak', 'Antonín Dvořák'),
    );
    const tones = new Set(Array.from({ length: 200 }, (_, at) => placeholderArt(`person-${at}`, 'x').tone));
    expect(tones.size).toBe(PLACEHOLDER_TONES);
  });

  it('always answers at most two characters and a tone in range', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (identifier, title) => {
        const art = placeholderArt(identifier, title);
        expect(Array.from(new Intl.Segmenter('en').segment(art.initials)).length).toBeLessThanOrEqual(2);
        expect(art.tone).toBeGreaterThanOrEqual(0);
        expect(art.tone).toBeLessThan(PLACEHOLDER_TONES);
      }),
    );
  });
});
