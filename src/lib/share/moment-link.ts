import type { Cuepoint } from '../api/performance.ts';
import { currentMovementIndex } from '../player/movements.ts';
import { stripEmphasis } from '../text/emphasis.ts';
import { formatClockDuration } from '../time/durations.ts';

/**
 * A link to a moment of a performance on its composition page. The query
 * names the performance and either a time or a movement:
 *
 * - `?performance=12&t=754`: 754 seconds in (also written `t=12:34` or `t=1:02:03`);
 * - `?performance=12&movement=2`: the second movement (counted from 1, as listeners count).
 *
 * Without `performance` the moment is for the page's first playable performance. The page,
 * its canonical URL, Open Graph and JSON-LD stay the composition's: the query only marks
 * the moment and tells Play where to start.
 */

/** The query parameters of a moment link. */
export const MOMENT_PARAMS = { performance: 'performance', time: 't', movement: 'movement' } as const;

/** Longest time a link may name: a day, far past any recording, so no number overflows. */
const MAX_SECONDS = 86_400;

/** A moment as the link names it, before it is checked against a performance. */
export type MomentRequest =
  | { readonly kind: 'time'; readonly performanceId: number | null; readonly seconds: number }
  | { readonly kind: 'movement'; readonly performanceId: number | null; readonly movement: number };

/** A moment of a performance: where Play starts and which movement it falls in. */
export interface Moment {
  readonly performanceId: number;
  readonly seconds: number;
  /** Index in the cue points of the movement to mark; -1 without movements. */
  readonly movementIndex: number;
  /** Whether the link named the movement rather than a time. */
  readonly byMovement: boolean;
}

/** What a moment link needs to know of a performance's audio. */
export interface MomentTarget {
  readonly performanceId: number;
  readonly durationSeconds: number;
  readonly cuepoints: readonly Cuepoint[];
}

const WHOLE = /^\d{1,6}$/;
const CLOCK = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/;

/** Seconds from `754`, `12:34` or `1:02:03`; null for anything else (`-1`, `1e3`, `12:99`). */
export function parseMomentTime(text: string): number | null {
  const value = text.trim();
  let seconds: number;
  if (WHOLE.test(value)) {
    seconds = Number(value);
  } else {
    const clock = CLOCK.exec(value);
    if (clock === null) return null;
    const [, hours = '0', minutes = '0', secs = '0'] = clock;
    if (clock[1] !== undefined && Number(minutes) > 59) return null;
    seconds = Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
  }
  return seconds <= MAX_SECONDS ? seconds : null;
}

function positiveInteger(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= max ? value : null;
}

/**
 * The moment a query string names, or null when it names none or only garbage. A movement
 * wins over a time when both are given and valid; an invalid `performance` voids the link
 * rather than pointing it at another performance.
 */
export function parseMomentQuery(search: string): MomentRequest | null {
  const params = new URLSearchParams(search);
  const performanceText = params.get(MOMENT_PARAMS.performance);
  const performanceId = positiveInteger(performanceText, Number.MAX_SAFE_INTEGER);
  if (performanceText !== null && performanceId === null) return null;
  const movement = positiveInteger(params.get(MOMENT_PARAMS.movement), 1000);
  if (movement !== null) return { kind: 'movement', performanceId, movement };
  const time = params.get(MOMENT_PARAMS.time);
  const seconds = time === null ? null : parseMomentTime(time);
  return seconds === null ? null : { kind: 'time', performanceId, seconds };
}

/**
 * The moment of one of the page's performances (in page order) that a request names; null
 * when it names a performance not on the page, a movement it does not have, or a time at or
 * past its end.
 */
export function resolveMoment(request: MomentRequest, targets: readonly MomentTarget[]): Moment | null {
  const target =
    request.performanceId === null
      ? targets[0]
      : targets.find((candidate) => candidate.performanceId === request.performanceId);
  if (target === undefined) return null;
  if (request.kind === 'movement') {
    const cuepoint = target.cuepoints[request.movement - 1];
    if (cuepoint === undefined) return null;
    return {
      performanceId: target.performanceId,
      seconds: cuepoint.start,
      movementIndex: request.movement - 1,
      byMovement: true,
    };
  }
  if (Number.isFinite(target.durationSeconds) && request.seconds >= target.durationSeconds) return null;
  return {
    performanceId: target.performanceId,
    seconds: request.seconds,
    movementIndex: currentMovementIndex(target.cuepoints, request.seconds),
    byMovement: false,
  };
}

/** What a shared link points at: a time (whole seconds) or a movement (index in the cue points). */
export type MomentPoint =
  { readonly kind: 'time'; readonly seconds: number } | { readonly kind: 'movement'; readonly movementIndex: number };

/**
 * The page's URL with a moment of one performance, e.g. `…/composition/eroica?performance=12&t=754`.
 * Any other query and fragment of `pageUrl` are dropped, so a shared link says one thing.
 */
export function momentUrl(pageUrl: string, performanceId: number, choice: MomentPoint): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set(MOMENT_PARAMS.performance, String(performanceId));
  if (choice.kind === 'time') url.searchParams.set(MOMENT_PARAMS.time, String(Math.max(0, Math.floor(choice.seconds))));
  else url.searchParams.set(MOMENT_PARAMS.movement, String(choice.movementIndex + 1));
  return url.href;
}

/**
 * What the page says about a shared moment, beside the performance it starts:
 * 'Shared moment: Play starts at 12:34, in “Adagio”.' or, for a movement link,
 * 'Shared moment: Play starts at movement 2, “Adagio” (5:00).'
 */
export function momentDescription(moment: Moment, cuepoints: readonly Cuepoint[]): string {
  const time = formatClockDuration(moment.seconds * 1000);
  const cuepoint = cuepoints[moment.movementIndex];
  const title = cuepoint === undefined ? null : `“${stripEmphasis(cuepoint.title)}”`;
  if (moment.byMovement && title !== null)
    return `Shared moment: Play starts at movement ${moment.movementIndex + 1}, ${title} (${time}).`;
  return `Shared moment: Play starts at ${time}${title === null ? '' : `, in ${title}`}.`;
}
