import { z } from 'zod';
import { children, entity } from './entity.ts';
import { about } from './field-about.ts';
import { answered, countries, dateTime, flag, image, plain, reference } from './field.ts';
import { MediaFolder } from './media-folder.ts';
import { Html, noneWhenEmpty, Slug } from './slug.ts';
import { titledFields } from './titled-fields.ts';

/** `related_media_features`: the features a program page lists. */
export const relatedMediaFeatures = entity({
  table: 'related_media_features',
  parent: 'program_id',
  orderBy: 'program_id, media_feature_id',
  fields: {
    media_feature: about(
      reference('media_features', Slug, 'media_feature_id'),
      "A media feature's identifier.",
      'meet-the-soloist',
    ),
    description: about(
      answered(plain(Html)),
      'Why it is related, HTML; shown with it.',
      '<p>An interview before the concert.</p>',
    ),
  },
});

/** `programs`: concerts. */
export const programs = entity({
  table: 'programs',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields({
      kind: 'concert',
      page: '/concert/{identifier}',
      identifier: 'autumn-romantics',
      title: 'Autumn Romantics',
    }),
    description: about(answered(plain(Html)), 'What the concert is, HTML.', '<p>Music of three Romantics…</p>'),
    start_date_time: about(
      answered(dateTime(), 'date'),
      'When it begins, with its UTC offset (`-05:00` is Central daylight time, `-06:00` Central standard time).',
      '2026-10-16T19:30:00-05:00',
    ),
    end_date_time: about(
      answered(dateTime()),
      'When it ends; not before `start_date_time`.',
      '2026-10-16T21:30:00-05:00',
    ),
    unlisted: about(answered(flag(false)), 'Hidden from the concert lists and search (its page still works).', false),
    underwriter_name: about(
      answered(plain(z.string().default(''))),
      "The concert's sponsor.",
      'Lakeside Community Bank',
    ),
    underwriter_logo: about(answered(image('underwriter_logo_json')), 'The sponsor\'s logo (see "Images").', {
      src: '/media/images/logos/lakeside-bank.png',
      width: 400,
      height: 200,
      alt: 'Lakeside Community Bank',
    }),
    image: about(answered(image(), 'preferred_image'), 'The concert\'s picture (see "Images").', {
      src: '/media/images/programs/autumn-romantics.jpg',
      width: 1600,
      height: 900,
      alt: 'The orchestra on stage',
    }),
    full_video_media: about(
      plain(noneWhenEmpty(MediaFolder)),
      'The whole concert\'s video: its folder under the media root, holding `index.m3u8` (see "Media files").',
      'video/autumn-romantics-2026',
    ),
    allowed_countries: about(
      countries(),
      'Countries where its recordings may be played, as two-letter codes; empty means everywhere.',
      ['US'],
    ),
    related_media_features: about(
      children(relatedMediaFeatures),
      'Media features listed on the concert\'s page (see "Related media features").',
      [{ media_feature: 'meet-the-soloist', description: '' }],
    ),
  },
});
