import { z } from 'zod';
import { entity } from './entity.ts';
import { answered, image, optionalReference, plain } from './field.ts';
import { Html, Slug } from './slug.ts';

/** `categories`: a genre or a nationality, known to references as kind:identifier. */
export const categories = entity({
  table: 'categories',
  ids: { key: ['kind', 'identifier'] },
  fields: {
    kind: plain(z.enum(['genre', 'nationality'])),
    identifier: answered(plain(Slug)),
    title: answered(plain(z.string().min(1))),
  },
});

/** `people`: composers, performers and conductors. */
export const people = entity({
  table: 'people',
  ids: { key: ['identifier'] },
  fields: {
    identifier: answered(plain(Slug)),
    first_name: answered(plain(z.string().default(''))),
    last_name: answered(plain(z.string().min(1))),
    /** Display years; derived from birth and death years when empty. */
    years: plain(z.string().default('')),
    birth_year: answered(plain(z.number().int().nullable().default(null))),
    death_year: answered(plain(z.number().int().nullable().default(null))),
    /** A nationality category identifier. */
    country: optionalReference('categories', Slug, 'country_id', 'nationality'),
    biography: answered(plain(Html)),
    custom_title: answered(plain(z.string().default(''))),
    image: answered(image(), 'preferred_image'),
    primary_kind: plain(z.enum(['composer', 'performer', 'conductor']).default('performer')),
  },
});
