import { pageOffer } from './decide.ts';
import type { Medium, Rights } from './rights.ts';

/** The media in the order a page names them. */
export const MEDIA_ORDER: readonly Medium[] = ['audio', 'video'];

/** What a performance's block offers at an instant, and when that next changes. */
export interface MediaOffer {
  /** The media it holds a recording of and may stream now, audio first; empty for none. */
  readonly offered: readonly Medium[];
  /** The next instant the offer changes (a window opens or closes); null when it never does. */
  readonly changesAt: Date | null;
}

/**
 * What a page offers of the recordings it holds (`held`) at `now`: a medium plays when the rights
 * let it (`pageOffer`) and there is a recording of it. The build and the browser both call this, so
 * the page drawn at build time and the page decided again on the visitor's clock agree.
 */
export function offeredMedia(rights: Rights, held: readonly Medium[], now: Date): MediaOffer {
  const offer = pageOffer(rights, now);
  return {
    offered: MEDIA_ORDER.filter((medium) => held.includes(medium) && offer[medium] === 'play'),
    changesAt: offer.changesAt,
  };
}

/** The media as a page's attribute writes them: space-separated tokens, audio first ('' for none). */
export function mediaTokens(media: readonly Medium[]): string {
  return MEDIA_ORDER.filter((medium) => media.includes(medium)).join(' ');
}

/** The media an attribute written by {@link mediaTokens} names; anything else in it is ignored. */
export function parseMediaTokens(text: string | undefined): Medium[] {
  const tokens = (text ?? '').split(/\s+/);
  return MEDIA_ORDER.filter((medium) => tokens.includes(medium));
}
