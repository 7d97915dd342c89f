import { z } from 'zod';
import { IdentifierSchema } from '#lib/api/common.ts';
import { children, entity } from './entity.ts';
import { about } from './field-about.ts';
import { answered, flag, image, optionalReference, plain, reference } from './field.ts';
import { MediaFolder } from './media-folder.ts';
import { Html, noneWhenEmpty, Slug } from './slug.ts';
import { titledFields } from './titled-fields.ts';

const PERFORMANCE_UUID = '9a0c4e7b-2d6f-4a18-b3c5-7e1f0d2a4b69';

/** `curated_items`: a collection's performances, with a note each. */
export const curatedItems = entity({
  table: 'curated_items',
  ids: 'running',
  parent: 'collection_id',
  orderBy: 'collection_id, sequence, id',
  fields: {
    performance: about(
      reference('performances', z.uuid(), 'performance_id'),
      'A performance\'s uuid (see "Uuids" for one the import made).',
      PERFORMANCE_UUID,
    ),
    note: about(answered(plain(Html)), 'Why it is in the collection, HTML.', '<p>Price at her most lyrical.</p>'),
    sequence: about(answered(plain(z.number().int().default(0))), 'Its place in the collection (lowest first).', 1),
    active: about(flag(true), 'Set to false to leave it out without deleting it.', true),
  },
});

/** `curated_collections`. */
export const curatedCollections = entity({
  table: 'curated_collections',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields({
      kind: 'collection',
      page: '/collections/{identifier}',
      identifier: 'first-listen',
      title: 'A First Listen',
    }),
    introduction_text: about(answered(plain(Html)), 'The introduction, HTML.', '<p>Start here.</p>'),
    sequence: about(answered(plain(z.number().int().default(0))), 'Its place among the collections (lowest first).', 1),
    byline: about(answered(plain(z.string().default(''))), 'Who chose the pieces.', 'Chosen by Ruth Adeyemi'),
    image: about(answered(image()), 'The collection\'s picture (see "Images").', {
      src: '/media/images/collections/first-listen.jpg',
      width: 1600,
      height: 900,
    }),
    intro_media: about(
      plain(noneWhenEmpty(MediaFolder)),
      'An introduction video: its folder under the media root, holding `index.m3u8` (see "Media files").',
      'video/first-listen-intro',
    ),
    starts_by_default: about(
      answered(flag(false)),
      "Show the introduction video's player as the page opens, rather than after a click.",
      false,
    ),
    active: about(flag(true), 'Set to false to hide the collection without deleting it.', true),
    items: about(children(curatedItems), 'Its performances (see "Collection items").', [
      { performance: PERFORMANCE_UUID, note: '', sequence: 1 },
    ]),
  },
});

/** `home_content`: the home page's blocks. */
export const homeContent = entity({
  table: 'home_content',
  ids: { key: ['identifier'] },
  fields: {
    content_type: about(
      answered(plain(z.enum(['headline', 'video']))),
      'A `headline` (text, a picture and a link) or the home `video` (a performance). The home page shows the first of each by `sequence`.',
      'headline',
    ),
    identifier: about(
      answered(plain(IdentifierSchema)),
      "The block's name, unique among the blocks: letters, digits, `-`, `_` and `.`.",
      'home-headline',
    ),
    sequence: about(
      answered(plain(z.number().int().default(0))),
      'Which block of its type comes first (lowest first).',
      1,
    ),
    performance: about(
      optionalReference('performances', z.uuid(), 'performance_id'),
      "For a `video` block: a performance's uuid.",
      PERFORMANCE_UUID,
    ),
    curated_collection: about(
      optionalReference('curated_collections', Slug, 'collection_id'),
      'A collection the block links to: its identifier.',
      'first-listen',
    ),
    url: about(
      answered(plain(z.string().default(''))),
      'Where the block links to: a web address, or a path on the site including its base path.',
      '/music/concert-library/concert/autumn-romantics',
    ),
    body_text: about(answered(plain(Html)), 'Its text, HTML.', '<p>Our new season opens on October 16.</p>'),
    image: about(answered(image()), 'Its picture (see "Images").', {
      src: '/media/images/programs/autumn-romantics.jpg',
      width: 1600,
      height: 900,
    }),
  },
});
