import { z } from 'zod';
import { children, entity } from './entity.ts';
import { dateTime, flag, image, optionalDateTime, optionalReference, plain } from './field.ts';
import { Html, Slug } from './slug.ts';
import { titledFields } from './titled-fields.ts';

/** `live_stream_underwriters`: a stream's sponsors, in document order. */
export const liveStreamUnderwriters = entity({
  table: 'live_stream_underwriters',
  parent: 'live_stream_id',
  position: 'sequence',
  orderBy: 'live_stream_id, sequence',
  fields: {
    name: plain(z.string().min(1)),
    link: plain(z.string().default('')),
    logo: image('logo_json'),
  },
});

/** `live_streams`. */
export const liveStreams = entity({
  table: 'live_streams',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields(),
    description: plain(Html),
    short_description: plain(z.string().default('')),
    status: plain(z.enum(['I', 'C', 'U']).nullable().default(null)),
    is_sample_stream: flag(false),
    start_date_time: dateTime(),
    open_date_time: optionalDateTime(),
    banner_start_date_time: optionalDateTime(),
    replay_end_time: optionalDateTime(),
    can_replay: flag(false),
    program_duration: plain(z.number().int().positive().default(180)),
    chat_code: plain(z.string().default('')),
    stream_error_message: plain(z.string().default('')),
    show_link_to_program: flag(true),
    image: image(),
    grant_sponsor_notes: plain(Html),
    /** A program identifier. */
    program: optionalReference('programs', Slug, 'program_id'),
    print_program_url: plain(z.string().nullable().default(null)),
    live_media: plain(z.string().nullable().default(null)),
    replay_media: plain(z.string().nullable().default(null)),
    media_underwriters: children(liveStreamUnderwriters),
  },
});
