import { z } from 'zod';
import { type DocumentItem, entity } from './entity.ts';
import { about } from './field-about.ts';
import { answered, dateTime, flag, image, optionalReference, plain, reference } from './field.ts';
import { MediaFolder } from './media-folder.ts';
import { Html, noneWhenEmpty, Slug } from './slug.ts';
import { titledFields } from './titled-fields.ts';

/** Feature categories with every parent before its children, as the foreign key needs. */
function parentsFirst(categories: readonly DocumentItem[]): DocumentItem[] {
  const parents = new Map(categories.map((c) => [c['identifier'], c['parent']]));
  const depth = (c: DocumentItem) => {
    let d = 0;
    for (let p = c['parent']; p !== null && p !== undefined && d <= parents.size; p = parents.get(p)) d++;
    return d;
  };
  return categories
    .map((c) => ({ c, d: depth(c) }))
    .sort((a, b) => a.d - b.d)
    .map(({ c }) => c);
}

/** `feature_categories`: a tree of categories for media features. */
export const featureCategories = entity({
  table: 'feature_categories',
  ids: { key: ['identifier'] },
  insertOrder: parentsFirst,
  fields: {
    identifier: about(answered(plain(Slug)), "The category's name in addresses and references.", 'interviews'),
    title: about(answered(plain(z.string().min(1))), 'Its name as the site shows it.', 'Interviews'),
    parent: about(
      optionalReference('feature_categories', Slug, 'parent_id'),
      'The category it belongs to, for a subcategory: its identifier; null for a top-level category.',
      'behind-the-scenes',
    ),
    sort_weight: about(answered(plain(z.number().int().default(0))), 'Its place among its siblings (lowest first).', 1),
  },
});

/** `media_features`: videos and audio beside the concerts. */
export const mediaFeatures = entity({
  table: 'media_features',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields({
      kind: 'media feature',
      page: '/feature/{identifier}',
      identifier: 'meet-the-soloist',
      title: 'Meet the Soloist',
    }),
    description: about(answered(plain(Html)), 'What it is, HTML.', '<p>Mei-Lin Zhao on Clara Schumann.</p>'),
    type: about(answered(plain(z.enum(['V', 'A']).default('V'))), '`V` for video, `A` for audio.', 'V'),
    date_time: about(
      answered(dateTime()),
      'Its date, with its UTC offset; lists show the newest first.',
      '2026-10-09T12:00:00-05:00',
    ),
    duration_ms: about(answered(plain(z.number().int().nonnegative())), 'Its length in milliseconds.', 312000),
    image: about(answered(image()), 'Its picture (see "Images").', {
      src: '/media/images/features/meet-the-soloist.jpg',
      width: 1600,
      height: 900,
    }),
    production_credits: about(answered(plain(Html)), 'Who made it, HTML.', '<p>Filmed by Sam Ortiz</p>'),
    sort_weight: about(
      answered(plain(z.number().int().default(0))),
      'Its place in its category (lowest first; then newest first).',
      0,
    ),
    category: about(
      reference('feature_categories', Slug, 'category_id'),
      'The most specific category it belongs to (a subcategory when there is one): its identifier.',
      'interviews',
    ),
    captions_url: about(
      answered(plain(noneWhenEmpty(z.string()))),
      'English captions (WebVTT), by its path under `/media/`.',
      '/media/video/meet-the-soloist/captions.en.vtt',
    ),
    media: about(
      plain(MediaFolder),
      'Its folder under the media root: video holds `index.m3u8`, audio `broadband.m4a` and `cellular.m4a` (see "Media files").',
      'video/meet-the-soloist',
    ),
    starts_by_default: about(
      answered(flag(false)),
      'Show its player as the page opens, rather than after a click.',
      false,
    ),
  },
});
