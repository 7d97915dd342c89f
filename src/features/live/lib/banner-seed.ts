import type { LiveStream } from '#lib/api/live-stream.ts';
import { isUpcomingLiveStream } from './calendar-feed.ts';
import { listingSeed } from './listing-seed.ts';

/**
 * The build's streams the live banner may ever show, to serialise into every page: listed,
 * and live, soon or in the future when the page is built. A stream complete or over by then
 * cannot become the banner's again without the API saying so, and the API's list (fetched
 * on load) covers that, so every page carries only these few, without their programs
 * (listing-seed.ts), which the banner never shows.
 */
export function liveBannerSeed(streams: readonly LiveStream[], builtAt: Date): LiveStream[] {
  return streams.filter((stream) => isUpcomingLiveStream(stream, builtAt)).map(listingSeed);
}
