/**
 * The live-stream state machine of rules §4, computed from the stream's fields and the
 * visitor's clock. Every window is half-open on the instant timeline, `[from, until)`, and
 * measured in elapsed time, so a daylight-saving change in Chicago moves its wall-clock edges
 * by an hour but never its length:
 *
 * - in progress (automatic): `[open, end)`, where open is the open time (or the start) and end is
 *   start + program_duration (see `endsAt`). From the end on, the clock alone no longer makes a
 *   stream live: it counts as over.
 * - start notice ('soon'): `[start − 4 h, start + 15 min)`; 'future' before it.
 * - replay: `[…, replay end)`; at the replay end instant the replay is gone (`replay-window.ts`,
 *   which the server's replay links read too).
 *
 * A status the server has stored wins over the clock: I stays live and C stays complete, because
 * only the broadcaster knows that a concert ran over or was cut short.
 */
import type { LiveStream } from '#lib/api/live-stream.ts';
import { LIVE_TIMING, endsAt, opensAt, startsAt } from './live-timing.ts';
import { isBeforeReplayEnd } from './replay-window.ts';

/** A stream's status as the API stores it: I in progress, C complete, U unlisted, null scheduled. */
export type LiveStreamStatus = LiveStream['status'];

/** The fields the state machine reads; any full `LiveStream` fits. */
export type LiveStreamStateFields = Pick<
  LiveStream,
  | 'identifier'
  | 'status'
  | 'is_sample_stream'
  | 'can_replay'
  | 'start_date_time'
  | 'open_date_time'
  | 'banner_start_date_time'
  | 'replay_end_time'
  | 'program_duration'
>;

/** What a live-stream page shows (rules §4). */
export type LiveDisplayState = 'live' | 'complete-replay' | 'complete' | 'soon' | 'future' | 'ended';

/**
 * The status after the spec's one transition: a stream that is neither complete nor in progress
 * becomes in progress (I) once its open time (or start) has passed, until it is over. An
 * unlisted (U) stream follows the same rule, so it plays for those who have its link; whether it
 * is listed is read from the stored status (see `list.ts`).
 */
export function effectiveStatus(stream: LiveStreamStateFields, now: Date): LiveStreamStatus {
  if (stream.status === 'C' || stream.status === 'I') return stream.status;
  const t = now.getTime();
  if (t >= opensAt(stream).getTime() && t < endsAt(stream).getTime()) return 'I';
  return stream.status;
}

/** Live means in progress (I) or a sample stream, which is always live. */
export function isLive(stream: LiveStreamStateFields, now: Date): boolean {
  return stream.is_sample_stream || effectiveStatus(stream, now) === 'I';
}

/** The replay is available while can_replay holds and the replay end has not been reached. */
export function replayAvailable(stream: LiveStreamStateFields, now: Date): boolean {
  return stream.can_replay && isBeforeReplayEnd(stream, now);
}

/** Whether the start notice window `[start − 4 h, start + 15 min)` contains now. */
function inNoticeWindow(stream: LiveStreamStateFields, now: Date): boolean {
  const start = startsAt(stream).getTime();
  const t = now.getTime();
  return t >= start - LIVE_TIMING.noticeLeadMs && t < start + LIVE_TIMING.noticeGraceMs;
}

/**
 * The display state, decided in this order: live; complete (status C) with or without replay;
 * 'soon' inside the notice window; 'future' before it; otherwise 'ended' — the stream's time has
 * gone by without the server marking it complete (it is over, or it never opened).
 */
export function displayState(stream: LiveStreamStateFields, now: Date): LiveDisplayState {
  if (isLive(stream, now)) return 'live';
  if (effectiveStatus(stream, now) === 'C') {
    return replayAvailable(stream, now) ? 'complete-replay' : 'complete';
  }
  if (inNoticeWindow(stream, now)) return 'soon';
  if (now.getTime() < startsAt(stream).getTime()) return 'future';
  return 'ended';
}

/**
 * Whether a stream page offers 'Add to calendar': only before the stream starts. A stream
 * that is live (opened early, in progress, a sample), complete, or whose start has passed has nothing
 * left to add to a calendar.
 */
export function offersCalendar(stream: LiveStreamStateFields, now: Date): boolean {
  if (isLive(stream, now) || effectiveStatus(stream, now) === 'C') return false;
  return now.getTime() < startsAt(stream).getTime();
}

/**
 * Whether a stream can still be watched or awaited: live, upcoming (not yet started or inside the start
 * notice), or complete with its replay still available. A stream that has ended without a replay it can
 * still offer is not watchable and leaves the /live-streams list (its page and the banner keep their rules).
 */
export function isWatchable(stream: LiveStreamStateFields, now: Date): boolean {
  const state = displayState(stream, now);
  return state !== 'complete' && state !== 'ended';
}
