import type { Rights } from './rights.ts';

/** Why the window holds a stream back at an instant, and until or since when. */
export interface WindowRefusal {
  readonly reason: 'not-yet' | 'embargo' | 'ended';
  /** When it opens ('not-yet', 'embargo') or when it closed ('ended'). */
  readonly at: Date;
}

const ms = (instant: string | null): number | null => (instant === null ? null : Date.parse(instant));

/**
 * Why the availability window and the embargo hold a stream back at `now`, or null when they let it
 * through. Both are half-open: open from `from` and from `embargo_until` on, closed from `until` on.
 * Before both have opened the later one is named, as it is the one that decides when streaming starts;
 * an embargo that ends when the window opens, or before, is not news.
 */
export function windowRefusal(rights: Rights, now: number): WindowRefusal | null {
  const until = ms(rights.available_until);
  if (until !== null && now >= until) return { reason: 'ended', at: new Date(until) };
  const from = ms(rights.available_from);
  const embargo = ms(rights.embargo_until);
  if (embargo !== null && now < embargo && (from === null || embargo > from)) {
    return { reason: 'embargo', at: new Date(embargo) };
  }
  if (from !== null && now < from) return { reason: 'not-yet', at: new Date(from) };
  return null;
}

/** The instants at which the window may open or close, in order. */
export function windowEdges(rights: Rights): number[] {
  return [rights.available_from, rights.embargo_until, rights.available_until]
    .map(ms)
    .filter((edge): edge is number => edge !== null)
    .sort((a, b) => a - b);
}

/** The first instant both the window and the embargo let a stream through; -Infinity when neither holds it back. */
export function opensAt(rights: Rights): number {
  return Math.max(ms(rights.available_from) ?? -Infinity, ms(rights.embargo_until) ?? -Infinity);
}
