import { LiveStreamSchema, type LiveStream } from '../../../../src/lib/api/live-stream.ts';

/**
 * A scheduled, listed live stream that starts Friday, December 4, 2026 at 7:30 pm in Chicago
 * (01:30 UTC on the 5th), parsed through the contract schema so its defaults are the API's.
 */
export function liveStream(overrides: Partial<LiveStream> = {}): LiveStream {
  return LiveStreamSchema.parse({
    identifier: 'winter-serenade',
    uuid: '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70',
    title: 'Winter Serenade',
    description: '<p>Strings by candlelight.</p>',
    short_description: 'Strings by candlelight.',
    status: null,
    is_sample_stream: false,
    start_date_time: '2026-12-05T01:30:00Z',
    open_date_time: null,
    banner_start_date_time: null,
    replay_end_time: null,
    can_replay: false,
    chat_code: '',
    stream_error_message: '',
    show_link_to_program: true,
    preferred_image: null,
    media_underwriters: [],
    grant_sponsor_notes: '',
    program: null,
    ...overrides,
  });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `instant` moved by whole hours, minutes and milliseconds (negative moves back). */
export function shift(instant: string | Date, { h = 0, min = 0, ms = 0 } = {}): Date {
  return new Date(new Date(instant).getTime() + h * HOUR + min * MINUTE + ms);
}
