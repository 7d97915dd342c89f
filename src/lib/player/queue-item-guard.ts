import type { Cuepoint } from '../api/performance.ts';
import type { StreamLinks } from '../api/stream-links.ts';
import type { PlayRequest, QueueItem } from './queue-item.ts';

/**
 * Hand-written checks of the queue's stored shape and of the play buttons' `data-queue-item`,
 * for the player bar's load path: the contract's zod schemas would bring all of zod to every
 * page that restores a queue. Each check follows the contract's rule for its field
 * (`UrlSchema`, `DateTimeSchema`, `z.uuid()`, `CuepointSchema`, `StreamLinksSchema`), and
 * tests/unit/player/queue-item-guard.test.ts holds them to those schemas. Like a zod parse,
 * a reader answers a fresh copy with only the known fields, or null.
 */

type Fields = Readonly<Record<string, unknown>>;

/** RFC 9562 UUIDs, the nil and the max UUID: what the contract's `z.uuid()` accepts. */
const UUID =
  /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** RFC 3339 with seconds and `Z` or an offset: the form of `z.iso.datetime({ offset: true })`. */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

const STREAM_LINK_KEYS = ['broadband_standard_dynamics', 'cellular_standard_dynamics', 'hls'] as const;

function fieldsOf(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isFilledText = (value: unknown): value is string => isText(value) && value.length > 0;
const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** An ISO 8601 instant with an offset, on a day the calendar has, as the API writes every date-time. */
export function isDateTime(value: unknown): value is string {
  const match = isText(value) ? DATE_TIME.exec(value) : null;
  if (match === null) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  return day >= 1 && day <= daysInMonth(year, month);
}

/** A UUID as the API writes recording ids. */
export function isUuid(value: unknown): value is string {
  return isText(value) && UUID.test(value);
}

function readCuepoint(value: unknown): Cuepoint | null {
  const fields = fieldsOf(value);
  if (fields === null) return null;
  const { title, start } = fields;
  return isFilledText(title) && typeof start === 'number' && Number.isFinite(start) && start >= 0
    ? { title, start }
    : null;
}

function readCuepoints(value: unknown): Cuepoint[] | null {
  if (!Array.isArray(value)) return null;
  const cuepoints = value.map(readCuepoint);
  return cuepoints.every((cuepoint) => cuepoint !== null) ? cuepoints : null;
}

/** Signed links: each of the three optional, and a non-empty address when present. */
export function readStreamLinks(value: unknown): StreamLinks | null {
  const fields = fieldsOf(value);
  if (fields === null) return null;
  const links: StreamLinks = {};
  for (const key of STREAM_LINK_KEYS) {
    const link = fields[key];
    if (link === undefined) continue;
    if (!isFilledText(link)) return null;
    links[key] = link;
  }
  return links;
}

/** A play button's request: a queue item without its links; null when it is not one. */
export function readPlayRequest(value: unknown): PlayRequest | null {
  const fields = fieldsOf(value);
  if (fields === null) return null;
  const {
    composition_id,
    performance_id,
    composition_identifier,
    recording_uuid,
    title,
    composer,
    performers,
    image,
    duration_ms,
  } = fields;
  const movement_cuepoints = readCuepoints(fields['movement_cuepoints']);
  const valid =
    isWholeNumber(composition_id) &&
    isWholeNumber(performance_id) &&
    isFilledText(composition_identifier) &&
    isUuid(recording_uuid) &&
    isFilledText(title) &&
    isText(composer) &&
    isTextList(performers) &&
    (image === null || isFilledText(image)) &&
    isWholeNumber(duration_ms) &&
    duration_ms >= 0 &&
    movement_cuepoints !== null;
  if (!valid) return null;
  return {
    composition_id,
    performance_id,
    composition_identifier,
    recording_uuid,
    title,
    composer,
    performers: [...performers],
    image,
    duration_ms,
    movement_cuepoints,
  };
}

/** A stored queue entry; null when it is not a queue item (corrupt, foreign, or from an older version). */
export function readQueueItem(value: unknown): QueueItem | null {
  const request = readPlayRequest(value);
  const fields = fieldsOf(value);
  const streamLinks = readStreamLinks(fields?.['stream_links']);
  const expires = fields?.['stream_links_expires'];
  if (request === null || streamLinks === null || !isDateTime(expires)) return null;
  return { ...request, stream_links: streamLinks, stream_links_expires: expires };
}
