import { z } from 'zod';
import { children, entity } from './entity.ts';
import {
  answered,
  countries,
  flag,
  image,
  jsonList,
  optionalDateTime,
  optionalReference,
  plain,
  programNote,
  reference,
} from './field.ts';
import { Html, Slug } from './slug.ts';

const CuepointSchema = z.object({ title: z.string().min(1), start: z.number().nonnegative() });

/** `featured_artists`: the soloists of a performance, with their roles. */
export const featuredArtists = entity({
  table: 'featured_artists',
  parent: 'performance_id',
  orderBy: 'performance_id, sequence, person_id',
  fields: {
    artist: reference('people', Slug, 'person_id'),
    roles: answered(jsonList(z.array(z.string().min(1)).default([]), 'roles_json')),
    sequence: answered(plain(z.number().int().default(0))),
  },
});

/** `recordings`: a performance's audio and video. */
export const recordings = entity({
  table: 'recordings',
  ids: { key: ['uuid'] },
  parent: 'performance_id',
  fields: {
    uuid: answered(plain(z.uuid())),
    type: answered(plain(z.enum(['A', 'V']))),
    /** Folder under the media root: audio holds broadband.m4a and cellular.m4a; video holds index.m3u8. */
    media: plain(z.string().min(1)),
    duration_ms: answered(plain(z.number().int().nonnegative())),
    movement_cuepoints: answered(jsonList(z.array(CuepointSchema).default([]), 'cuepoints_json')),
    /** Path of a chapters WebVTT. */
    cuepoint_webvtt: answered(plain(z.string().nullable().default(null))),
    /** Path of English captions (WebVTT). */
    captions_url: answered(plain(z.string().nullable().default(null))),
    production_credits: answered(plain(Html)),
    image: answered(image(), 'preferred_image'),
    allowed_countries: countries(),
  },
});

/** `performances`: one performance of a composition, usually in a program. */
export const performances = entity({
  table: 'performances',
  ids: { key: ['uuid'] },
  fields: {
    uuid: answered(plain(z.uuid())),
    composition: answered(reference('compositions', Slug, 'composition_id'), 'composition_id'),
    /** A program identifier. */
    program: optionalReference('programs', Slug, 'program_id'),
    conductor: optionalReference('people', Slug, 'conductor_id'),
    position: answered(plain(z.number().int().default(0))),
    unlisted: answered(flag(false)),
    start_date_time: answered(optionalDateTime()),
    end_date_time: answered(optionalDateTime()),
    premiere: answered(plain(z.string().default(''))),
    program_note: answered(programNote()),
    chapter_captions_url: answered(plain(z.string().nullable().default(null))),
    featured_artists: children(featuredArtists),
    recordings: children(recordings),
  },
});
