import { z } from 'zod';
import { entity, values } from './entity.ts';
import { answered, flag, image, optionalReference, plain, programNote, reference } from './field.ts';
import { Slug } from './slug.ts';

/** `composition_genres`: a composition's genres. */
export const compositionGenres = entity({
  table: 'composition_genres',
  parent: 'composition_id',
  orderBy: 'composition_id, category_id',
  fields: {
    genre: reference('categories', Slug, 'category_id', 'genre'),
  },
});

/** `compositions`. */
export const compositions = entity({
  table: 'compositions',
  ids: { key: ['identifier'] },
  fields: {
    identifier: answered(plain(Slug)),
    title: answered(plain(z.string().min(1))),
    alternative_formatted_title: answered(plain(z.string().default(''))),
    opus: answered(plain(z.string().default(''))),
    /** A person identifier. */
    composer: optionalReference('people', Slug, 'composer_id'),
    arranger: optionalReference('people', Slug, 'arranger_id'),
    spco_commission: answered(flag(false)),
    /** Genre category identifiers; they come back in the order of the categories list. */
    genres: values(compositionGenres, 'genre'),
    /** Not answered as stored: answers fall back to the composer's portrait. */
    image: image(),
    program_note: answered(programNote(), 'primary_program_note'),
    /**
     * Unlisted by hand; a composition without a listed performance is unlisted anyway, so its
     * answer's `unlisted` is computed.
     */
    unlisted: flag(false),
    for_display: answered(flag(true), 'forDisplay'),
  },
  // Not in the document: every composition has a detail page.
  fixed: { has_detail: 1 },
});
