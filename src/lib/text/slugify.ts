/**
 * Letters that Unicode does not decompose into a base letter and a mark, spelled the way
 * English text usually spells them, and `&`, which reads as a word.
 */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l',
  đ: 'd', Đ: 'd', ð: 'd', Ð: 'd', þ: 'th', Þ: 'th', ı: 'i', ħ: 'h', Ħ: 'h', '&': ' and ',
};

const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

/**
 * Makes a URL slug of a text (spec §9: whitespace becomes hyphens, lower case), in the
 * format the catalogue's identifiers use (`^[a-z0-9]+(?:-[a-z0-9]+)*$`):
 *
 * - diacritics are folded (`Dvořák` → `dvorak`, `Ærø` → `aero`) and `&` reads `and`;
 * - apostrophes vanish (`Beethoven's` → `beethovens`);
 * - every other run of characters that are not ASCII letters or digits — white space,
 *   punctuation, characters unsafe in a URL, letters of non-Latin scripts — becomes one
 *   hyphen, and hyphens at either end are dropped.
 *
 * A text with no Latin letter or digit gives `''`; callers that need a slug must supply
 * another one (for example the record's identifier).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(FOLDABLE, (char) => FOLDS[char] ?? char)
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’ʼ‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
