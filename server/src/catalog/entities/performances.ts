import { z } from 'zod';
import { CaptionsTrackSchema } from '#lib/api/captions-track.ts';
import { children, entity } from './entity.ts';
import { about } from './field-about.ts';
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
import { MediaFolder } from './media-folder.ts';
import { StreamingMedia, TerritoryList } from './rights-fields.ts';
import { Html, noneWhenEmpty, Slug } from './slug.ts';
import { typeNames } from './type-names.ts';

const CuepointSchema = z
  .strictObject({ title: z.string().min(1), start: z.number().nonnegative() })
  .register(typeNames, { typeName: 'cue point' });

const CaptionsTrackEntry = z
  .strictObject(CaptionsTrackSchema.shape)
  .register(typeNames, { typeName: 'captions track' });

const UUID_EXAMPLE = '5d2f7a61-3c1b-4e0a-8f43-2b9c6d1e7a05';

/** `featured_artists`: the soloists of a performance, with their roles. */
export const featuredArtists = entity({
  table: 'featured_artists',
  parent: 'performance_id',
  orderBy: 'performance_id, sequence, person_id',
  fields: {
    artist: about(reference('people', Slug, 'person_id'), "The soloist: a person's identifier.", 'mei-lin-zhao'),
    roles: about(
      answered(jsonList(z.array(z.string().min(1)).default([]), 'roles_json')),
      'What they played or sang.',
      ['piano'],
    ),
    sequence: about(
      answered(plain(z.number().int().default(0))),
      'Display order among the soloists (lowest first).',
      1,
    ),
  },
});

/** `recordings`: a performance's audio and video. */
export const recordings = entity({
  table: 'recordings',
  ids: { key: ['uuid'] },
  parent: 'performance_id',
  fields: {
    uuid: about(
      answered(plain(z.uuid())),
      'The recording\'s permanent id. Leave it out and the import makes one (see "Uuids").',
      UUID_EXAMPLE,
      'made from the performance and the type',
    ),
    type: about(answered(plain(z.enum(['A', 'V']))), '`A` for audio, `V` for video.', 'A'),
    media: about(
      plain(MediaFolder),
      'Its folder under the media root: audio holds `broadband.m4a` and `cellular.m4a`, video holds `index.m3u8` (see "Media files").',
      'audio/price-adoration-2026-10-16',
    ),
    duration_ms: about(
      answered(plain(z.number().int().nonnegative())),
      'Its length in milliseconds (7 min 5 s is 425000).',
      425000,
    ),
    movement_cuepoints: about(
      answered(jsonList(z.array(CuepointSchema).default([]), 'cuepoints_json')),
      'Where each movement starts, in seconds from the start (see "Cue points"); empty for a single movement.',
      [
        { title: 'Allegro maestoso', start: 0 },
        { title: 'Romanze', start: 612 },
      ],
    ),
    cuepoint_webvtt: about(
      answered(plain(noneWhenEmpty(z.string()))),
      "A video's chapters file (WebVTT), by its path under `/media/`.",
      '/media/video/winter-light-2026/chapters.vtt',
    ),
    captions_url: about(
      answered(plain(noneWhenEmpty(z.string()))),
      "A video's English captions (WebVTT), by its path under `/media/`.",
      '/media/video/winter-light-2026/captions.en.vtt',
    ),
    captions: about(
      answered(jsonList(z.array(CaptionsTrackEntry).default([]), 'captions_json')),
      "A video's captions, one WebVTT file a language: its language tag, the language's English name and the file's path under `/media/`; empty when none.",
      [{ language: 'fr', label: 'French', url: '/media/masters/12/captions.fr.3fa2c1d0.vtt' }],
    ),
    production_credits: about(
      answered(plain(Html)),
      'Who recorded and produced it, HTML.',
      '<p>Recorded by Sam Ortiz</p>',
    ),
    image: about(answered(image(), 'preferred_image'), 'A picture for the recording (see "Images").', {
      src: '/media/images/programs/winter-light.jpg',
      width: 1600,
      height: 900,
    }),
    allowed_countries: about(
      countries(),
      'Countries where it may be played, as two-letter codes; empty means everywhere.',
      ['US', 'CA'],
    ),
  },
});

/** `performances`: one performance of a composition, usually in a program. */
export const performances = entity({
  table: 'performances',
  ids: { key: ['uuid'] },
  fields: {
    uuid: about(
      answered(plain(z.uuid())),
      'The performance\'s permanent id; collections and the home page refer to it. Leave it out and the import makes one (see "Uuids").',
      '9a0c4e7b-2d6f-4a18-b3c5-7e1f0d2a4b69',
      'made from the program, the composition and its place',
    ),
    composition: about(
      answered(reference('compositions', Slug, 'composition_id'), 'composition_id'),
      "What was played: a composition's identifier.",
      'price-adoration',
    ),
    program: about(
      optionalReference('programs', Slug, 'program_id'),
      "The concert it was played in: a program's identifier.",
      'autumn-romantics',
    ),
    conductor: about(
      optionalReference('people', Slug, 'conductor_id'),
      "The conductor: a person's identifier.",
      'ruth-adeyemi',
    ),
    position: about(answered(plain(z.number().int().default(0))), 'Its place in the concert (0 first).', 0),
    unlisted: about(answered(flag(false)), "Hidden from the work's page, unless the work itself is unlisted.", false),
    start_date_time: about(
      answered(optionalDateTime()),
      "When it began, with its UTC offset; null when unknown (the program's date is shown).",
      '2026-10-16T19:30:00-05:00',
    ),
    end_date_time: about(
      answered(optionalDateTime()),
      'When it ended, with its UTC offset.',
      '2026-10-16T19:40:00-05:00',
    ),
    premiere: about(
      answered(plain(z.string().default(''))),
      'Non-empty marks a premiere and says which.',
      'World premiere',
    ),
    program_note: about(answered(programNote()), 'A note on this performance (see "Program notes").', {
      text: "<p>Tonight's soloist…</p>",
      credit: 'Note by Ana Ruiz',
    }),
    chapter_captions_url: about(
      answered(plain(noneWhenEmpty(z.string()))),
      "The video's chapter captions file (WebVTT), by its path under `/media/`.",
      '/media/video/winter-light-2026/chapters.vtt',
    ),
    streaming_media: about(
      plain(StreamingMedia),
      'Which media its licence lets stream: `both`, `audio`, `video` or `none`; null (or left out) takes what the work implies (see "Streaming rights").',
      'audio',
    ),
    allowed_territories: about(
      plain(TerritoryList),
      'Where it may stream: country codes and groups (`EU`, `EEA`, `EU/EEA`, `DACH`, `Nordics`) separated by commas; empty means worldwide.',
      'US, CA',
    ),
    excluded_territories: about(
      plain(TerritoryList),
      'Territories taken out of the allowed ones, in the same form; empty when none.',
      'DE',
    ),
    available_from: about(
      optionalDateTime(),
      'The first instant its licence lets it stream, with its UTC offset; null when the licence has no start.',
      '2026-11-01T00:00:00-05:00',
    ),
    available_until: about(
      optionalDateTime(),
      'The first instant it may no longer stream (midnight after the last day), with its UTC offset; null when the licence has no end.',
      '2027-06-01T00:00:00-05:00',
    ),
    embargo_until: about(
      optionalDateTime(),
      "The first instant a partner's embargo (a broadcaster's first airing) lets it stream; null when none.",
      '2026-12-01T00:00:00-06:00',
    ),
    featured_artists: about(children(featuredArtists), 'The soloists (see "Featured artists").', [
      { artist: 'mei-lin-zhao', roles: ['piano'], sequence: 1 },
    ]),
    recordings: about(children(recordings), 'Its audio and video (see "Recordings").', [
      { type: 'A', media: 'audio/price-adoration-2026-10-16', duration_ms: 425000 },
    ]),
  },
});
