import type { APIRoute } from 'astro';
import { site } from '../config/site.ts';
import { buildMoment } from '../data/build-time.ts';
import { liveStreams } from '../data/catalog.ts';
import { liveStreamPath, withBase } from '#lib/catalog/routes.ts';
import { liveStreamsFeed } from '#live/lib/calendar-feed.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';

/** The build has no `site` URL, so the feed's events could not link back to their pages. */
class MissingSiteUrlError extends Error {
  constructor() {
    super("The live-stream calendar needs the site's absolute URL (astro.config.mjs `site`)");
    this.name = 'MissingSiteUrlError';
  }
}

/**
 * The subscribable calendar of upcoming live streams (`webcal://…/live-streams.ics`),
 * generated at build from the catalogue: listed streams that are live, soon or in the
 * future when the site is built, soonest first. Subscribers reload it every hour; each
 * event's UID is stable, so a rescheduled stream moves instead of appearing twice.
 */
export const GET: APIRoute = async ({ site: siteUrl }) => {
  if (siteUrl === undefined) throw new MissingSiteUrlError();
  // Calendars show plain text: '*Clock*' reads 'Clock', as in page titles (rules §1).
  const streams = (await liveStreams()).map((stream) => ({ ...stream, title: stripEmphasis(stream.title) }));
  const body = liveStreamsFeed(streams, {
    now: await buildMoment(),
    name: `${site.orchestraName} Live Streams`,
    pageUrl: (stream) => new URL(withBase(liveStreamPath(stream.identifier)), siteUrl).href,
  });
  return new Response(body, { headers: { 'content-type': 'text/calendar; charset=utf-8' } });
};
