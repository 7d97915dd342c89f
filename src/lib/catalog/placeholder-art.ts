import { stripEmphasis } from '../text/emphasis.ts';

/**
 * What a card shows for a person or work without a picture (most people in the catalogue have none, and
 * the grids would be a wall of identical circles): up to two initials over one of a few tones, the tone
 * chosen by the identifier so the same person always looks the same and neighbours differ. The
 * tones are CSS (Listing.astro, `data-tone`), so a card carries a few bytes, not a picture.
 */
export interface PlaceholderArt {
  /** One or two letters or digits, upper case; '' when the title has none. */
  readonly initials: string;
  /** 0 … PLACEHOLDER_TONES − 1. */
  readonly tone: number;
}

/** How many tones the stylesheet defines. */
export const PLACEHOLDER_TONES = 8;

/** Words that start a title without naming it. */
const SKIPPED = new Set(['a', 'an', 'the', 'le', 'la', 'les', 'der', 'die', 'das', 'il']);

/** FNV-1a over the identifier's UTF-16 units: stable, cheap and well spread for short strings. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    value ^= text.charCodeAt(at);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A text's first `count` user-perceived characters (a letter with its accents is one), read
 * no further: list pages draw a placeholder for every picture-less item.
 */
function firstGraphemes(text: string, count: number): string {
  let taken = '';
  let left = count;
  for (const part of GRAPHEMES.segment(text)) {
    if (left-- === 0) break;
    taken += part.segment;
  }
  return taken;
}

/**
 * Initials worked out so far, by title: a list page draws a card for each of its items, and the
 * same people and works come back on many list pages (grapheme segmentation was a visible part of
 * the scale build's render: docs/performance.md). At most {@link KNOWN_INITIALS_MAX} are kept.
 */
const knownInitials = new Map<string, string>();
const KNOWN_INITIALS_MAX = 50_000;

/** The first letters of a title's first two naming words ('Antonín Dvořák' → 'AD', 'The Lark' → 'L'). */
export function initialsOf(title: string): string {
  const known = knownInitials.get(title);
  if (known !== undefined) return known;
  const initials = initialsWorkedOut(title);
  if (knownInitials.size < KNOWN_INITIALS_MAX) knownInitials.set(title, initials);
  return initials;
}

function initialsWorkedOut(title: string): string {
  const words = stripEmphasis(title)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const naming = words.filter((word, at) => at > 0 || !SKIPPED.has(word.toLowerCase()) || words.length === 1);
  // Upper case may lengthen a letter ('ß' → 'SS'): two characters at most all the same.
  const letters = naming.slice(0, 2).map((word) => firstGraphemes(word, 1));
  return firstGraphemes(letters.join('').toLocaleUpperCase('en'), 2);
}

/** The placeholder of the entity `identifier` titled `title`. */
export function placeholderArt(identifier: string, title: string): PlaceholderArt {
  return { initials: initialsOf(title), tone: hash(identifier) % PLACEHOLDER_TONES };
}
