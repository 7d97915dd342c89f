import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { LiveStream } from '#lib/api/live-stream.ts';
import { isGone, mergeLiveStreams } from '../lib/merge-live-streams.ts';
import { $liveFeed, isFeedAuthoritative, requireLiveStream, seedLiveStreams } from '../stores/live-streams.ts';

/**
 * The live streams an island shows: the ones it was built with (its props) until the API's
 * list is known, then the API's (see `mergeLiveStreams`). Mounting seeds the page's store,
 * which starts the refresh. The server render and hydration use the built ones alone.
 */
export function useLiveStreams(built: readonly LiveStream[]): LiveStream[] {
  useEffect(() => seedLiveStreams(built), [built]);
  const feed = useStore($liveFeed, { ssr: 'initial' });
  return useMemo(() => mergeLiveStreams(built, feed.records), [built, feed]);
}

/** One stream as a page shows it, and whether the API's list says it is gone. */
export interface LiveStreamLookup {
  /** The stream, or null while a shell page waits for the API's list (or it is gone). */
  stream: LiveStream | null;
  gone: boolean;
}

/**
 * The stream of a live-stream page: its built copy, refreshed from the API. A shell page
 * (a stream added after the build) has no built copy and asks the API for `identifier`.
 */
export function useLiveStream(identifier: string, built: LiveStream | null): LiveStreamLookup {
  const seeds = useMemo(() => (built === null ? [] : [built]), [built]);
  const streams = useLiveStreams(seeds);
  useEffect(() => {
    if (built === null && identifier !== '') requireLiveStream(identifier);
  }, [identifier, built]);
  const feed = useStore($liveFeed, { ssr: 'initial' });
  const gone = isFeedAuthoritative(feed) && isGone(identifier, feed.records);
  return { stream: streams.find((stream) => stream.identifier === identifier) ?? null, gone };
}
