import type { APIRoute, GetStaticPaths } from 'astro';
import { buildMoment } from '../../data/build-time.ts';
import { allLiveStreams } from '../../data/catalog.ts';
import type { LiveStream } from '#lib/api/contract.ts';
import { liveStreamPath, withBase } from '#lib/catalog/routes.ts';
import { liveStreamIcal } from '#live/lib/calendar-feed.ts';

/** Each live stream's iCal file, the 'iCal file' of its add-to-calendar links. */
export const getStaticPaths = (async () =>
  (await allLiveStreams()).map((entry) => ({
    params: { identifier: entry.identifier },
    props: { stream: entry.data },
  }))) satisfies GetStaticPaths;

/** The `.ics` document, stamped with the build's moment. */
export const GET: APIRoute<{ stream: LiveStream }> = async ({ props, site }) => {
  const pageUrl = new URL(withBase(liveStreamPath(props.stream.identifier)), site).href;
  return new Response(liveStreamIcal(props.stream, pageUrl, await buildMoment()), {
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
  });
};
