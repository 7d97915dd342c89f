/**
 * Turns a hyphenated title or URL segment back into words (spec §9, "hyphenated titles
 * convert to words"): hyphens and underscores become single spaces and every word starts
 * with a capital, e.g. `compositions-with-video` → `Compositions With Video`,
 * `string-quartet` → `String Quartet`.
 *
 * It is the display inverse of `slugify` for slugs whose record has no title at
 * hand; it cannot restore diacritics or punctuation that slugify removed. Letters after
 * the first of each word are kept as written, so `bwv-1048` gives `Bwv 1048`.
 */
export function hyphenatedToWords(text: string): string {
  return text
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
