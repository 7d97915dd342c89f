import { z } from 'zod';
import { children, entity } from './entity.ts';
import { answered, countries, dateTime, flag, image, plain, reference } from './field.ts';
import { Html, Slug } from './slug.ts';
import { titledFields } from './titled-fields.ts';

/** `related_media_features`: the features a program page lists. */
export const relatedMediaFeatures = entity({
  table: 'related_media_features',
  parent: 'program_id',
  orderBy: 'program_id, media_feature_id',
  fields: {
    media_feature: reference('media_features', Slug, 'media_feature_id'),
    description: answered(plain(Html)),
  },
});

/** `programs`: concerts. */
export const programs = entity({
  table: 'programs',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields(),
    description: answered(plain(Html)),
    start_date_time: answered(dateTime(), 'date'),
    end_date_time: answered(dateTime()),
    unlisted: answered(flag(false)),
    underwriter_name: answered(plain(z.string().default(''))),
    underwriter_logo: answered(image('underwriter_logo_json')),
    image: answered(image(), 'preferred_image'),
    /** Media folder of the whole concert's video. */
    full_video_media: plain(z.string().nullable().default(null)),
    allowed_countries: countries(),
    related_media_features: children(relatedMediaFeatures),
  },
});
