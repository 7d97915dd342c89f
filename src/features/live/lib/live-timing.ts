import type { LiveStream } from '#lib/api/live-stream.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Rules §9: the live-stream constants, in milliseconds of elapsed time. */
export const LIVE_TIMING = {
  /** How often the browser re-evaluates live streams while any exists. */
  checkIntervalMs: 5_000,
  /** The replay window when a stream names no replay end: 48 hours after the start. */
  replayWindowMs: 48 * HOUR_MS,
  /** The banner lead when a stream names no banner start: 7 days before the start. */
  bannerLeadMs: 7 * 24 * HOUR_MS,
  /** The start notice shows from this long before the start... */
  noticeLeadMs: 4 * HOUR_MS,
  /** ...until this long after it. */
  noticeGraceMs: 15 * MINUTE_MS,
} as const;

/** A live stream's date-time field that does not hold a valid instant. */
export class InvalidLiveStreamTimeError extends Error {
  /** The field that was read. */
  readonly field: string;
  constructor(identifier: string, field: string, value: string) {
    super(`Live stream '${identifier}' has an invalid ${field}: '${value}'`);
    this.name = 'InvalidLiveStreamTimeError';
    this.field = field;
  }
}

/** The fields the timing rules read; any full `LiveStream` fits. */
export type LiveStreamTiming = Pick<
  LiveStream,
  | 'identifier'
  | 'start_date_time'
  | 'open_date_time'
  | 'banner_start_date_time'
  | 'replay_end_time'
  | 'program_duration'
>;

type StartFields = Pick<LiveStreamTiming, 'identifier' | 'start_date_time'>;

/**
 * Reads one of a stream's date-time fields as epoch milliseconds, or throws
 * {@link InvalidLiveStreamTimeError} naming the stream and the field.
 */
export function readInstant(
  stream: Pick<LiveStreamTiming, 'identifier'>,
  field: keyof LiveStreamTiming,
  value: string,
): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new InvalidLiveStreamTimeError(stream.identifier, field, value);
  return ms;
}

/** When the stream starts. */
export function startsAt(stream: StartFields): Date {
  return new Date(readInstant(stream, 'start_date_time', stream.start_date_time));
}

/** When the stream opens: its open time, or its start when it names none. */
export function opensAt(stream: StartFields & Pick<LiveStreamTiming, 'open_date_time'>): Date {
  const open = stream.open_date_time;
  return open === null ? startsAt(stream) : new Date(readInstant(stream, 'open_date_time', open));
}

/**
 * When the stream is over: start + program_duration minutes (the contract schema supplies the
 * default of 180). The contract has no end field, so this is also the `end_date_time` the list
 * sorts by.
 */
export function endsAt(stream: StartFields & Pick<LiveStreamTiming, 'program_duration'>): Date {
  return new Date(startsAt(stream).getTime() + stream.program_duration * MINUTE_MS);
}

/** When the banner appears: the stream's banner start, or 7 days before the start. */
export function bannerStartsAt(stream: StartFields & Pick<LiveStreamTiming, 'banner_start_date_time'>): Date {
  const banner = stream.banner_start_date_time;
  if (banner !== null) return new Date(readInstant(stream, 'banner_start_date_time', banner));
  return new Date(startsAt(stream).getTime() - LIVE_TIMING.bannerLeadMs);
}
