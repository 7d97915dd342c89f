import { z } from 'zod';
import { entity, values } from './entity.ts';
import { about } from './field-about.ts';
import { answered, flag, image, optionalReference, plain, programNote, reference } from './field.ts';
import { Slug } from './slug.ts';

/** `composition_genres`: a composition's genres. */
export const compositionGenres = entity({
  table: 'composition_genres',
  parent: 'composition_id',
  orderBy: 'composition_id, category_id',
  fields: {
    genre: about(reference('categories', Slug, 'category_id', 'genre'), 'A genre category identifier.', 'symphony'),
  },
});

/** `compositions`. */
export const compositions = entity({
  table: 'compositions',
  ids: { key: ['identifier'] },
  fields: {
    identifier: about(
      answered(plain(Slug)),
      "The work's name in addresses (`/composition/{identifier}`) and in performances' `composition`.",
      'price-adoration',
    ),
    title: about(answered(plain(z.string().min(1))), "The work's title.", 'Adoration'),
    alternative_formatted_title: about(
      answered(plain(z.string().default(''))),
      'The title as shown, with `*asterisks*` around what is set in italics; empty to show `title`.',
      '*Adoration* for string orchestra',
    ),
    opus: about(answered(plain(z.string().default(''))), 'Opus or catalogue number.', 'Op. 7'),
    composer: about(
      optionalReference('people', Slug, 'composer_id'),
      "The composer: a person's identifier.",
      'florence-price',
    ),
    arranger: about(
      optionalReference('people', Slug, 'arranger_id'),
      "The arranger, when the work is played in an arrangement: a person's identifier.",
      'elaine-fine',
    ),
    spco_commission: about(
      answered(flag(false)),
      'Commissioned by the orchestra: the page says so. (The name comes from the API this site follows; it means whichever orchestra runs the site.)',
      true,
    ),
    genres: about(
      values(compositionGenres, 'genre'),
      'Genre category identifiers; they are shown in the order of the `categories` list.',
      ['chamber-orchestra'],
    ),
    image: about(image(), 'A picture of the work (see "Images"); without one, the composer\'s portrait is shown.', {
      src: '/media/images/works/adoration.jpg',
      width: 1600,
      height: 900,
      alt: '',
    }),
    program_note: about(
      answered(programNote(), 'primary_program_note'),
      'The work\'s program note (see "Program notes").',
      {
        text: '<p>Written for organ in 1951…</p>',
        credit: 'Note by Ana Ruiz',
      },
    ),
    public_domain: about(
      flag(false),
      'Out of copyright: its performances stream everywhere, in both media, unless a performance says otherwise (see "Streaming rights").',
      true,
    ),
    publisher: about(
      plain(z.string().max(200).default('')),
      'Who licenses the work, for staff and for the plays reports; never shown on the site.',
      'G. Schirmer',
    ),
    licence_notes: about(
      plain(z.string().max(5000).default('')),
      "Notes on the work's licence, for staff; never published.",
      'Sync licence renewed yearly in May.',
    ),
    unlisted: about(
      flag(false),
      'Hidden from lists and search (its page still works). A work without a listed performance is hidden anyway.',
      false,
    ),
    for_display: about(
      answered(flag(true), 'forDisplay'),
      'Set to false to keep the work out of the composition lists.',
      true,
    ),
  },
  // Not in the document: every composition has a detail page.
  fixed: { has_detail: 1 },
});
