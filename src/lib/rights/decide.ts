import { isCountryCode } from './country-codes.ts';
import type { Media, Medium, Rights } from './rights.ts';
import { opensAt, windowEdges, windowRefusal } from './rights-window.ts';
import { coversAnyCountry, isWorldwide, territoriesAllow } from './territories.ts';

/**
 * Why a stream is refused: licensed for no medium or no country ('nothing'), not for this medium,
 * not in the visitor's country, before the window opens, under embargo, after the window closed.
 */
export type RefusalReason = 'nothing' | 'medium' | 'territory' | 'not-yet' | 'embargo' | 'ended';

/** A refusal; `at` is when a window or embargo opens ('not-yet', 'embargo') or closed ('ended'). */
export interface StreamRefusal {
  readonly ok: false;
  readonly reason: RefusalReason;
  readonly at: Date | null;
}

/** The one decision the API, the pages and the signed links read; `until` is when the window closes. */
export type StreamDecision = { readonly ok: true; readonly until: Date | null } | StreamRefusal;

/** What is asked: a medium, from a country, at an instant. */
export interface StreamRequest {
  readonly medium: Medium;
  /** The visitor's ISO 3166-1 code as the trusted proxy reports it; null without one (unknown). */
  readonly country: string | null;
  readonly now: Date;
}

const licenses = (media: Media, medium: Medium): boolean => media === 'both' || media === medium;

/** Licensed for no medium, or in no country once the exclusions are taken out. */
const licensedForNothing = (rights: Rights): boolean =>
  rights.media === 'none' || !coversAnyCountry(rights.territories);

/**
 * An unknown country (no trusted proxy in front) passes, as every region rule of the API does: the
 * rules rest on the proxy. A country the proxy reports that is no code ('XX', 'T1': it could not
 * place the visitor) passes worldwide rights only.
 */
function countryPasses(rights: Rights, country: string | null): boolean {
  if (country === null || isWorldwide(rights.territories)) return true;
  const code = country.trim().toUpperCase();
  return isCountryCode(code) && territoriesAllow(rights.territories, code);
}

const refuse = (reason: RefusalReason, at: Date | null = null): StreamRefusal => ({ ok: false, reason, at });

/**
 * Whether `medium` may be streamed from `country` at `now`. The checks run from the permanent to
 * the passing: nothing licensed, the medium, the country, then the window, so a visitor is never
 * told to come back later for something they will not get then either.
 */
export function decideStream(rights: Rights, { medium, country, now }: StreamRequest): StreamDecision {
  if (licensedForNothing(rights)) return refuse('nothing');
  if (!licenses(rights.media, medium)) return refuse('medium');
  if (!countryPasses(rights, country)) return refuse('territory');
  const held = windowRefusal(rights, now.getTime());
  if (held) return refuse(held.reason, held.at);
  return { ok: true, until: rights.available_until === null ? null : new Date(rights.available_until) };
}

/** What a page offers for one medium. */
export type Offer = 'play' | 'not available';

/** What a static page offers at an instant, and when that next changes. */
export interface PageOffer {
  readonly audio: Offer;
  readonly video: Offer;
  /** The next instant the offer changes (the window opens or closes); null when it never does. */
  readonly changesAt: Date | null;
}

/**
 * What a page offers at `now`, knowing no country: a medium plays when the API lets some visitor
 * have it; the region refusal comes from the API. The build decides at its moment and bakes the
 * rights; the browser decides again on its clock and once more at `changesAt`.
 */
export function pageOffer(rights: Rights, now: Date): PageOffer {
  const offer = (medium: Medium): Offer =>
    decideStream(rights, { medium, country: null, now }).ok ? 'play' : 'not available';
  return { audio: offer('audio'), video: offer('video'), changesAt: nextChange(rights, now.getTime()) };
}

function nextChange(rights: Rights, now: number): Date | null {
  if (licensedForNothing(rights)) return null;
  const openNow = windowRefusal(rights, now) === null;
  const edge = windowEdges(rights).find((at) => at > now && (windowRefusal(rights, at) === null) !== openNow);
  return edge === undefined ? null : new Date(edge);
}

/** When a signed link issued now must expire: its usual expiry, or the window's end if earlier. */
export function linkExpiry(rights: Rights, usualExpiry: Date): Date {
  const until = rights.available_until === null ? Infinity : Date.parse(rights.available_until);
  return new Date(Math.min(usualExpiry.getTime(), until));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the window of something streamable closes within `days` days after `now` (for the studio's
 * list of what ends soon), or null: it does not, it closed already, or it never opens.
 */
export function endingWithin(rights: Rights, now: Date, days: number): Date | null {
  if (rights.available_until === null || licensedForNothing(rights)) return null;
  const until = Date.parse(rights.available_until);
  const ends = until > now.getTime() && until <= now.getTime() + days * DAY_MS;
  return ends && opensAt(rights) < until ? new Date(until) : null;
}
