/** The replay window when a live stream names no end: spec section 9, 48 hours after the start. */
export const DEFAULT_REPLAY_HOURS = 48;

/** Shown when a live stream cannot be played and it has no message of its own (spec section 8). */
export const LIVE_CANNOT_PLAY = 'This livestream can not be played.';

/** The live-stream columns that decide whether a link can be issued. */
export interface LiveStreamRow {
  live_media: string | null;
  replay_media: string | null;
  stream_error_message: string;
  can_replay: number;
  start_date_time: string;
  replay_end_time: string | null;
}

/** When the replay closes: its own end, else 48 hours after the start. */
export function replayEnd(row: Pick<LiveStreamRow, 'start_date_time' | 'replay_end_time'>): Date {
  if (row.replay_end_time) return new Date(row.replay_end_time);
  return new Date(new Date(row.start_date_time).getTime() + DEFAULT_REPLAY_HOURS * 3_600_000);
}

/** Why the live feed cannot be played, or null when it can: no feed configured, or an error message set. */
export function liveFeedProblem(row: LiveStreamRow): string | null {
  if (row.stream_error_message) return row.stream_error_message;
  return row.live_media ? null : LIVE_CANNOT_PLAY;
}

/** Why the replay cannot be played at `now`, or null when it can (spec section 4's replay rule). */
export function replayProblem(row: LiveStreamRow, now: Date): string | null {
  if (!row.can_replay) return 'This live stream has no replay.';
  if (now.getTime() > replayEnd(row).getTime()) return 'The replay of this live stream has ended.';
  if (row.stream_error_message) return row.stream_error_message;
  return row.replay_media ? null : LIVE_CANNOT_PLAY;
}
