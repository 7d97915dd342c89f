import type { LiveStream } from '#lib/api/contract.ts';
import { unchangedUntil } from '#lib/build/unchanged-until.ts';
import { liveBannerSeed } from '#live/lib/banner-seed.ts';
import { buildTimeSignature } from '#live/lib/build-time-signature.ts';
import { fixedBuildMoment, noteBuildValidUntil } from '#lib/build/build-moment-channel.ts';
import { liveStreams, memo } from './catalog.ts';

/**
 * The moment the build runs, fixed when it starts (src/integrations/build-record.ts; the dev
 * server reads the clock when the first page asks): every page of a build shows one instant (the
 * footer's year, the live-stream states, the calendars' stamps). It notes, too, until
 * when the pages would show the same were they rendered later (lib/build/unchanged-until.ts), so a
 * later build that finds nothing else changed keeps the published site only while that holds
 * (scripts/site/build-pipeline.ts). Every use of the current time in a page goes through here.
 */
export const buildMoment = memo(async (): Promise<Date> => {
  const now = fixedBuildMoment() ?? new Date();
  const streams = await liveStreams();
  noteBuildValidUntil(unchangedUntil((at) => buildTimeSignature(streams, at), now));
  return now;
});

/**
 * The streams the live banner of every page may show (features/live/lib/banner-seed.ts), chosen at
 * the build's moment: every page of a build carries the same ones.
 */
export const liveBannerStreams = memo(async (): Promise<LiveStream[]> =>
  liveBannerSeed(await liveStreams(), await buildMoment()),
);
