import { isBeforeReplayEnd } from '../../../src/lib/live/replay-window.ts';

/** Shown when a live stream cannot be played and it has no message of its own (rules §8). */
export const LIVE_CANNOT_PLAY = 'This livestream can not be played.';

/** The live-stream columns that decide whether a link can be issued. */
export interface LiveStreamRow {
  /** Names the stream in the error thrown for an invalid stored date-time. */
  identifier: string;
  live_media: string | null;
  replay_media: string | null;
  stream_error_message: string;
  can_replay: number;
  start_date_time: string;
  replay_end_time: string | null;
}

/** Why the live feed cannot be played, or null when it can: no feed configured, or an error message set. */
export function liveFeedProblem(row: LiveStreamRow): string | null {
  if (row.stream_error_message) return row.stream_error_message;
  return row.live_media ? null : LIVE_CANNOT_PLAY;
}

/**
 * Why the replay cannot be played at `now`, or null when it can: rules §4's replay rule,
 * with the site's half-open window (`replay-window.ts`), so the link is refused from the replay
 * end instant on, exactly when the page stops offering the replay.
 */
export function replayProblem(row: LiveStreamRow, now: Date): string | null {
  if (!row.can_replay) return 'This live stream has no replay.';
  if (!isBeforeReplayEnd(row, now)) return 'The replay of this live stream has ended.';
  if (row.stream_error_message) return row.stream_error_message;
  return row.replay_media ? null : LIVE_CANNOT_PLAY;
}
