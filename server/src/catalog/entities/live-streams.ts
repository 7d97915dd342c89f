import { z } from 'zod';
import { children, entity } from './entity.ts';
import { about } from './field-about.ts';
import { answered, dateTime, flag, image, jsonList, optionalDateTime, optionalReference, plain } from './field.ts';
import { LinkOrPath, MediaFolder } from './media-folder.ts';
import { ReplayTerritory } from './rights-fields.ts';
import { Html, noneWhenEmpty, Slug } from './slug.ts';
import { titledFields } from './titled-fields.ts';

/** `live_stream_underwriters`: a stream's sponsors, in document order. */
export const liveStreamUnderwriters = entity({
  table: 'live_stream_underwriters',
  parent: 'live_stream_id',
  position: 'sequence',
  orderBy: 'live_stream_id, sequence',
  fields: {
    name: about(answered(plain(z.string().min(1))), "The sponsor's name.", 'Lakeside Community Bank'),
    link: about(
      answered(plain(z.string().default(''))),
      "The sponsor's site; empty when none.",
      'https://lakeside-bank.example',
    ),
    logo: about(answered(image('logo_json'), 'media_underwriter_logo'), 'The sponsor\'s logo (see "Images").', {
      src: '/media/images/logos/lakeside-bank.png',
      width: 400,
      height: 200,
      alt: 'Lakeside Community Bank',
    }),
  },
});

/** `live_streams`. */
export const liveStreams = entity({
  table: 'live_streams',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields({
      kind: 'live stream',
      page: '/live-stream/{identifier}',
      identifier: 'winter-light-live',
      title: 'Winter Light, live',
    }),
    description: about(
      answered(plain(Html)),
      'What the stream is, HTML.',
      '<p>Watch the concert live from the hall.</p>',
    ),
    short_description: about(
      answered(plain(z.string().default(''))),
      'One line for the list of streams.',
      'Live from the hall',
    ),
    status: about(
      answered(plain(z.enum(['I', 'C', 'U']).nullable().default(null))),
      'Null to follow the clock (live from the open time until start + `program_duration`); `I` keeps it live (a concert that overruns), `C` marks it complete, `U` hides it.',
      null,
    ),
    is_sample_stream: about(
      answered(flag(false)),
      'A sample stream plays without sign-in and is never listed (for testing the player).',
      false,
    ),
    start_date_time: about(
      answered(dateTime()),
      'When the concert begins, with its UTC offset.',
      '2026-12-04T19:30:00-06:00',
    ),
    open_date_time: about(
      answered(optionalDateTime()),
      'When the stream opens, if before the start; null means the start.',
      '2026-12-04T19:15:00-06:00',
    ),
    banner_start_date_time: about(
      answered(optionalDateTime()),
      "When the site's banner begins to announce it; null means 7 days before the start.",
      '2026-11-27T09:00:00-06:00',
    ),
    replay_end_time: about(
      answered(optionalDateTime()),
      'When the replay closes; null means 48 hours after the start.',
      '2026-12-11T23:59:00-06:00',
    ),
    replay_territories: about(
      answered(jsonList(z.array(ReplayTerritory).default([]), 'replay_territories_json')),
      'Territories whose licence ends the replay at another time than `replay_end_time`: each a territory list (as a performance\'s `allowed_territories`) and its end; a country in several ends at the earliest (see "Streaming rights").',
      [{ territories: 'EU/EEA', until: '2026-12-06T23:59:00-06:00' }],
    ),
    can_replay: about(answered(flag(false)), 'Offer a replay after the concert (from `replay_media`).', true),
    program_duration: about(
      answered(plain(z.number().int().positive().default(180))),
      'How long the stream is live, in minutes.',
      120,
    ),
    chat_code: about(
      answered(plain(z.string().default(''))),
      'The code of an embedded chat shown while live; empty for none.',
      '',
    ),
    stream_error_message: about(
      answered(plain(z.string().default(''))),
      'A message shown instead of the player when the stream cannot be played; empty for none.',
      "Tonight's stream is cancelled.",
    ),
    show_link_to_program: about(answered(flag(true)), "Link the stream's page to the concert's page.", true),
    image: about(image(), 'The stream\'s picture (see "Images"); without one, the concert\'s picture.', {
      src: '/media/images/programs/winter-light.jpg',
      width: 1600,
      height: 900,
    }),
    grant_sponsor_notes: about(
      answered(plain(Html)),
      'Grant acknowledgements, HTML.',
      '<p>Supported by the Arts Board.</p>',
    ),
    program: about(
      optionalReference('programs', Slug, 'program_id'),
      "The concert being streamed: a program's identifier. Its works are listed on the stream's page.",
      'winter-light',
    ),
    print_program_url: about(
      plain(noneWhenEmpty(LinkOrPath)),
      'The printed programme ("View/Print Concert Program"): a web address, or a path on the content host; null or empty for none.',
      'https://lakeside-orchestra.example/programs/winter-light.pdf',
    ),
    live_media: about(
      plain(noneWhenEmpty(MediaFolder)),
      'The live feed\'s folder under the media root, where your encoder or packager writes `index.m3u8` (see "Live streams"); null for none.',
      'video/live',
    ),
    replay_media: about(
      plain(noneWhenEmpty(MediaFolder)),
      "The replay's folder under the media root, holding `index.m3u8`; null for none.",
      'video/winter-light-2026',
    ),
    media_underwriters: about(
      children(liveStreamUnderwriters),
      'The stream\'s sponsors, in order (see "Underwriters").',
      [{ name: 'Lakeside Community Bank', link: 'https://lakeside-bank.example' }],
    ),
  },
});
