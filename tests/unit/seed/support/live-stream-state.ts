import type { CatalogDocument } from '../../../../server/src/catalog/import-schema.ts';

type LiveStream = CatalogDocument['live_streams'][number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The states the site shows (rules §4), split finer where the demo must cover each case. */
export type DemoStreamState =
  'live' | 'replay' | 'complete' | 'ended' | 'within-15-minutes' | 'within-4-hours' | 'future' | 'unlisted';

/**
 * A live stream's state at `now`, computed from its fields alone with the spec's rules: it is
 * live when in progress (or a sample); it becomes in progress once its open time (or start)
 * has passed; a replay is open until the replay end (start + 48 h by default).
 */
export function streamStateAt(stream: LiveStream, now: Date): DemoStreamState {
  const t = now.getTime();
  const start = Date.parse(stream.start_date_time);
  const opens = stream.open_date_time ? Date.parse(stream.open_date_time) : start;
  const replayEnd = stream.replay_end_time ? Date.parse(stream.replay_end_time) : start + 48 * HOUR;
  if (stream.status === 'U') return 'unlisted';
  if (stream.is_sample_stream || stream.status === 'I') return 'live';
  if (stream.status === 'C') {
    if (!stream.can_replay) return 'complete';
    return t < replayEnd ? 'replay' : 'ended';
  }
  if (t >= opens) return 'live';
  if (start - t <= 15 * MINUTE) return 'within-15-minutes';
  return start - t <= 4 * HOUR ? 'within-4-hours' : 'future';
}
