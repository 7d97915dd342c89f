import type { LiveStream } from '#lib/api/live-stream.ts';
import { liveStreamPath, withBase } from '#lib/catalog/routes.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import type { LiveBanner } from './banner.ts';

/** What the live banner's box shows: its words and where its link leads. */
export interface LiveBannerView {
  /** Whether the stream is live now: the box is drawn in the live colours, with the pulsing dot. */
  live: boolean;
  href: string;
  /** 'Live stream now!' or 'Live stream starts {time}.' */
  message: string;
  /** The stream's title, as plain text. */
  title: string;
}

/** The box's contents for `banner` (`liveBanner`), or null when no banner shows. */
export function liveBannerView(banner: LiveBanner | null): LiveBannerView | null {
  if (banner === null) return null;
  return {
    live: banner.live,
    href: withBase(liveStreamPath(banner.stream.identifier)),
    message: banner.message,
    title: stripEmphasis(banner.stream.title),
  };
}

/** Whether a value read from the page is a stream record at all: the build wrote them, the page carries them. */
function isStreamRecord(value: unknown): value is LiveStream {
  return (
    typeof value === 'object' && value !== null && typeof (value as { identifier?: unknown }).identifier === 'string'
  );
}

/**
 * The streams the build gave the banner (a JSON array in the page, `liveBannerSeed`), or none when the text is not
 * one: a page that carries no usable list shows what the API's list says once it comes.
 */
export function parseBannerStreams(text: string | null | undefined): LiveStream[] {
  if (!text) return [];
  try {
    const streams: unknown = JSON.parse(text);
    return Array.isArray(streams) ? streams.filter(isStreamRecord) : [];
  } catch {
    return [];
  }
}
