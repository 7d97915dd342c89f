import { z } from 'zod';
import { IdentifierSchema } from '../../../../src/lib/api/common.ts';
import { children, entity } from './entity.ts';
import { answered, flag, image, optionalReference, plain, reference } from './field.ts';
import { Html, Slug } from './slug.ts';
import { titledFields } from './titled-fields.ts';

/** `curated_items`: a collection's performances, with a note each. */
export const curatedItems = entity({
  table: 'curated_items',
  ids: 'running',
  parent: 'collection_id',
  orderBy: 'collection_id, sequence, id',
  fields: {
    /** A performance uuid. */
    performance: reference('performances', z.uuid(), 'performance_id'),
    note: answered(plain(Html)),
    sequence: answered(plain(z.number().int().default(0))),
    active: flag(true),
  },
});

/** `curated_collections`. */
export const curatedCollections = entity({
  table: 'curated_collections',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields(),
    introduction_text: answered(plain(Html)),
    sequence: answered(plain(z.number().int().default(0))),
    byline: answered(plain(z.string().default(''))),
    image: answered(image()),
    intro_media: plain(z.string().nullable().default(null)),
    starts_by_default: answered(flag(false)),
    active: flag(true),
    items: children(curatedItems),
  },
});

/** `home_content`: the home page's blocks. */
export const homeContent = entity({
  table: 'home_content',
  ids: { key: ['identifier'] },
  fields: {
    content_type: answered(plain(z.enum(['headline', 'video']))),
    identifier: answered(plain(IdentifierSchema)),
    sequence: answered(plain(z.number().int().default(0))),
    /** A performance uuid (the home video). */
    performance: optionalReference('performances', z.uuid(), 'performance_id'),
    /** A collection identifier. */
    curated_collection: optionalReference('curated_collections', Slug, 'collection_id'),
    url: answered(plain(z.string().default(''))),
    body_text: answered(plain(Html)),
    image: answered(image()),
  },
});
