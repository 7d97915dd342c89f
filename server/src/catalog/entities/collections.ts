import { z } from 'zod';
import { IdentifierSchema } from '../../../../src/lib/api/common.ts';
import { children, entity } from './entity.ts';
import { flag, image, optionalReference, plain, reference } from './field.ts';
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
    note: plain(Html),
    sequence: plain(z.number().int().default(0)),
    active: flag(true),
  },
});

/** `curated_collections`. */
export const curatedCollections = entity({
  table: 'curated_collections',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields(),
    introduction_text: plain(Html),
    sequence: plain(z.number().int().default(0)),
    byline: plain(z.string().default('')),
    image: image(),
    intro_media: plain(z.string().nullable().default(null)),
    starts_by_default: flag(false),
    active: flag(true),
    items: children(curatedItems),
  },
});

/** `home_content`: the home page's blocks. */
export const homeContent = entity({
  table: 'home_content',
  ids: { key: ['identifier'] },
  fields: {
    content_type: plain(z.enum(['headline', 'video'])),
    identifier: plain(IdentifierSchema),
    sequence: plain(z.number().int().default(0)),
    /** A performance uuid (the home video). */
    performance: optionalReference('performances', z.uuid(), 'performance_id'),
    /** A collection identifier. */
    curated_collection: optionalReference('curated_collections', Slug, 'collection_id'),
    url: plain(z.string().default('')),
    body_text: plain(Html),
    image: image(),
  },
});
