import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { LiveStream } from '#lib/api/live-stream.ts';
import { isGone, mergeLiveStreams } from '../lib/merge-live-streams.ts';
import { $liveFeed, isFeedAuthoritative, seedLiveStreams } from '../stores/live-streams.ts';

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
  /** The API's copy once its list is known, else the built one (kept while a gone stream's page leaves). */
  stream: LiveStream;
  gone: boolean;
}

/** The stream of a live-stream page: its built copy, refreshed from the API. */
export function useLiveStream(built: LiveStream): LiveStreamLookup {
  const seeds = useMemo(() => [built], [built]);
  const streams = useLiveStreams(seeds);
  const feed = useStore($liveFeed, { ssr: 'initial' });
  const gone = isFeedAuthoritative(feed) && isGone(built.identifier, feed.records);
  return { stream: streams.find((stream) => stream.identifier === built.identifier) ?? built, gone };
}
