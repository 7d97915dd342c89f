import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import type { Notice } from '../../lib/errors/notice.ts';
import type { LivePlayback } from '../../lib/live-feed/fetch-live-links.ts';
import { fetchStateOf, type StreamFetchState } from '../../lib/streams/fetch-state.ts';
import {
  $liveLinkNotices,
  $liveLinks,
  liveLinksKey,
  loadLiveLinks,
  type LiveLinksStream,
} from '../../stores/live-links.ts';

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
  const { uuid, stream_error_message: errorMessage } = stream;
  const states = useStore($liveLinks);
  const notices = useStore($liveLinkNotices);
  const retry = useCallback(() => {
    if (playback !== null) void loadLiveLinks({ uuid, stream_error_message: errorMessage }, playback);
  }, [uuid, errorMessage, playback]);
  useEffect(retry, [retry]);
  if (playback === null) return { state: { status: 'none' }, notice: null, retry };
  const key = liveLinksKey(stream, playback);
  return { state: fetchStateOf(states, key), notice: notices[key] ?? null, retry };
}
