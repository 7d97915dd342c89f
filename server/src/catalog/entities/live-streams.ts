import { z } from 'zod';
import { children, entity } from './entity.ts';
import { answered, dateTime, flag, image, optionalDateTime, optionalReference, plain } from './field.ts';
import { Html, Slug } from './slug.ts';
import { titledFields } from './titled-fields.ts';

/** `live_stream_underwriters`: a stream's sponsors, in document order. */
export const liveStreamUnderwriters = entity({
  table: 'live_stream_underwriters',
  parent: 'live_stream_id',
  position: 'sequence',
  orderBy: 'live_stream_id, sequence',
  fields: {
    name: answered(plain(z.string().min(1))),
    link: answered(plain(z.string().default(''))),
    logo: answered(image('logo_json'), 'media_underwriter_logo'),
  },
});

/** `live_streams`. */
export const liveStreams = entity({
  table: 'live_streams',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields(),
    description: answered(plain(Html)),
    short_description: answered(plain(z.string().default(''))),
    status: answered(plain(z.enum(['I', 'C', 'U']).nullable().default(null))),
    is_sample_stream: answered(flag(false)),
    start_date_time: answered(dateTime()),
    open_date_time: answered(optionalDateTime()),
    banner_start_date_time: answered(optionalDateTime()),
    replay_end_time: answered(optionalDateTime()),
    can_replay: answered(flag(false)),
    program_duration: answered(plain(z.number().int().positive().default(180))),
    chat_code: answered(plain(z.string().default(''))),
    stream_error_message: answered(plain(z.string().default(''))),
    show_link_to_program: answered(flag(true)),
    /** Not answered as stored: answers fall back to the program's image. */
    image: image(),
    grant_sponsor_notes: answered(plain(Html)),
    /** A program identifier. */
    program: optionalReference('programs', Slug, 'program_id'),
    /** Answered inside the stream's `program` object, so computed there. */
    print_program_url: plain(z.string().nullable().default(null)),
    live_media: plain(z.string().nullable().default(null)),
    replay_media: plain(z.string().nullable().default(null)),
    media_underwriters: children(liveStreamUnderwriters),
  },
});
