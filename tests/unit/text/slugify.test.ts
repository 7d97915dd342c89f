import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slugify } from '../../../src/lib/text/slugify.ts';

/** The identifier format of the catalogue import (server/src/catalog/import-schema.ts). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('slugify', () => {
  it.each([
    ['Symphony No. 5', 'symphony-no-5'],
    ['  Brandenburg   Concerto\tNo.\n3 ', 'brandenburg-concerto-no-3'],
    ['Antonín Dvořák', 'antonin-dvorak'],
    ['Gabriel Fauré: Pavane', 'gabriel-faure-pavane'],
    ['Beethoven’s Eroica', 'beethovens-eroica'],
    ["Beethoven's Eroica", 'beethovens-eroica'],
    ['Pelléas & Mélisande', 'pelleas-and-melisande'],
    ['Straße', 'strasse'],
    ['Ærø Łódź Øresund', 'aero-lodz-oresund'],
    ['Bach/Stravinsky', 'bach-stravinsky'],
    ['a?b#c%d<e>"f"', 'a-b-c-d-e-f'],
    ['--Already-Hyphenated--', 'already-hyphenated'],
    ['ｆｕｌｌ　ｗｉｄｔｈ', 'full-width'],
    ['*Eroica* Symphony', 'eroica-symphony'],
  ])('slugifies %j as %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('gives an empty slug when no Latin letter or digit is left', () => {
    expect(slugify('交響曲')).toBe('');
    expect(slugify(' -- ')).toBe('');
  });

  it('always gives a catalogue-format slug or nothing, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || SLUG.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
