import type { LiveStream } from '#lib/api/live-stream.ts';
import type { StreamTarget } from '#lib/streams/fetch-state.ts';

/** What a live-stream page plays: the live feed, or the replay once the stream is complete. */
export type LivePlayback = 'livestream' | 'livestream-replay';

/** The stream-fetch target of a live stream's feed or replay (a video). */
export function liveTarget(stream: Pick<LiveStream, 'uuid'>, playback: LivePlayback): StreamTarget {
  return { kind: playback, uuid: stream.uuid, medium: 'video' };
}
