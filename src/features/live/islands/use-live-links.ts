import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import type { Notice } from '#lib/errors/notice.ts';
import type { LiveLinksStream } from '../lib/fetch-live-links.ts';
import type { LivePlayback } from '../lib/live-target.ts';
import { fetchStateOf, type StreamFetchState } from '#lib/streams/fetch-state.ts';
import { $liveLinkNotices, $liveLinks, liveLinksKey, loadLiveLinks } from '../stores/live-links.ts';

/** The links of what a live-stream page plays, and what to tell the visitor about them. */
export interface LiveLinks {
  state: StreamFetchState;
  /** The message of the last failure, shown in the video area; null when there is none. */
  notice: Notice | null;
  /** Asks again (the 'Try again' button). */
  retry: () => void;
}

/**
 * Fetches a stream's live or replay links as soon as the page plays it (when it goes live,
 * the player appears by itself), and follows their state. Null `playback`: nothing to play.
 */
export function useLiveLinks(stream: LiveLinksStream, playback: LivePlayback | null): LiveLinks {
  // The page's stream is a new object after each refresh of /live_streams/: ask again only when a
  // field the fetch reads has changed.
  const { uuid, identifier, stream_error_message, is_sample_stream, can_replay, start_date_time, replay_end_time } =
    stream;
  const states = useStore($liveLinks);
  const notices = useStore($liveLinkNotices);
  const retry = useCallback(() => {
    if (playback === null) return;
    const fields = {
      uuid,
      identifier,
      stream_error_message,
      is_sample_stream,
      can_replay,
      start_date_time,
      replay_end_time,
    };
    void loadLiveLinks(fields, playback);
  }, [
    uuid,
    identifier,
    stream_error_message,
    is_sample_stream,
    can_replay,
    start_date_time,
    replay_end_time,
    playback,
  ]);
  useEffect(retry, [retry]);
  if (playback === null) return { state: { status: 'none' }, notice: null, retry };
  const key = liveLinksKey(stream, playback);
  return { state: fetchStateOf(states, key), notice: notices[key] ?? null, retry };
}
