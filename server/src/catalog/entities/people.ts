import { z } from 'zod';
import { entity } from './entity.ts';
import { about } from './field-about.ts';
import { answered, image, optionalReference, plain } from './field.ts';
import { Html, Slug } from './slug.ts';

/** `categories`: a genre or a nationality, known to references as kind:identifier. */
export const categories = entity({
  table: 'categories',
  ids: { key: ['kind', 'identifier'] },
  fields: {
    kind: about(
      plain(z.enum(['genre', 'nationality'])),
      'A genre (a composition refers to it in `genres`) or a nationality (a person refers to it in `country`).',
      'nationality',
    ),
    identifier: about(
      answered(plain(Slug)),
      'Its name in addresses and references; unique within its kind.',
      'american',
    ),
    title: about(answered(plain(z.string().min(1))), 'Its name as the site shows it.', 'American'),
  },
});

/** `people`: composers, performers and conductors. */
export const people = entity({
  table: 'people',
  ids: { key: ['identifier'] },
  fields: {
    identifier: about(
      answered(plain(Slug)),
      "The person's name in addresses and references (`composer`, `conductor`, `featured_artists`).",
      'florence-price',
    ),
    first_name: about(answered(plain(z.string().default(''))), 'First name(s); empty for a single name.', 'Florence'),
    last_name: about(answered(plain(z.string().min(1))), 'Last name; lists sort by it.', 'Price'),
    years: about(
      plain(z.string().default('')),
      'The years as shown beside the name; when empty, made from `birth_year` and `death_year`.',
      '1887–1953',
    ),
    birth_year: about(answered(plain(z.number().int().nullable().default(null))), 'Year of birth.', 1887),
    death_year: about(
      answered(plain(z.number().int().nullable().default(null))),
      'Year of death; null while living.',
      1953,
    ),
    country: about(
      optionalReference('categories', Slug, 'country_id', 'nationality'),
      'The identifier of a category of kind `nationality`.',
      'american',
    ),
    biography: about(
      answered(plain(Html)),
      'Biography, HTML.',
      '<p>Florence Price was the first African-American woman…</p>',
    ),
    custom_title: about(
      answered(plain(z.string().default(''))),
      "A line shown under the name instead of the years, e.g. a performer's instrument.",
      'Principal cello',
    ),
    image: about(answered(image(), 'preferred_image'), 'A portrait (see "Images").', {
      src: '/media/images/people/florence-price.jpg',
      width: 900,
      height: 1200,
      alt: 'Florence Price',
      credit: 'Photo: G. Nelidoff',
    }),
    primary_kind: about(
      plain(z.enum(['composer', 'performer', 'conductor']).default('performer')),
      "Which of the person's roles their page opens with, when they have several.",
      'composer',
    ),
  },
});
