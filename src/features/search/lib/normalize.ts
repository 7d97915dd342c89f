/**
 * Text normalisation for search: the spec's query normalisation, used by the spec's substring
 * rule, and a folded key (lower-case, diacritics folded, punctuation-insensitive) used by the
 * rules this library adds beyond the spec.
 */

/**
 * The spec's input normalisation (rules §5): '#' and ' no ' become 'No. ', and double spaces
 * collapse.
 *
 * Read literally, ' no ' → 'No. ' would glue 'No.' to the word before it ('Symphony no 5' →
 * 'SymphonyNo. 5'), which could never match a title; the spaces around 'no' are its delimiters,
 * so they are kept: 'Symphony no 5' → 'Symphony No. 5'. 'no' is matched in any case ('No', 'NO'),
 * since the spec's match is case-insensitive anyway. Every run of whitespace (not only pairs of
 * spaces; tabs and line breaks too) becomes one space, so normalising twice changes nothing.
 */
export function normalizeSpecQuery(text: string): string {
  return text
    .replaceAll('#', 'No. ')
    .replace(/\s+/g, ' ')
    .replace(/(?<=\s)no(?=\s)/gi, 'No.');
}

/**
 * The key the spec's rule compares: the normalised query in lower case. Titles and names are
 * only lower-cased (the spec normalises the input, not the catalogue).
 */
export function specKey(text: string): string {
  return normalizeSpecQuery(text).toLowerCase();
}

/** Letters that carry no combining mark to strip but have a usual Latin spelling. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŋ: 'n',
  ς: 'σ',
};
const LETTER_FOLD_PATTERN = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * Lower case with diacritics folded: 'Dvořák' → 'dvorak', 'Janáček' → 'janacek',
 * 'Saint-Saëns' → 'saint-saens', 'Søren' → 'soren', 'Straße' → 'strasse'. Punctuation stays.
 */
export function foldDiacritics(text: string): string {
  // Compatibility decomposition first, so that e.g. 'ℌ' or 'Ⅻ' become plain letters before the
  // case is lowered; lowering can itself produce combining marks ('İ' → 'i̇'), hence the second pass.
  return text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(LETTER_FOLD_PATTERN, (letter) => LETTER_FOLDS[letter] ?? letter);
}

/**
 * The folded key the added rules match on: diacritics folded, punctuation-insensitive (every
 * run of characters that are not letters or digits is one space; apostrophes vanish, so
 * "Don't" and 'dont' agree), and musical shorthand spelt out: a sharp after a note name is
 * 'sharp' ('C#' → 'c sharp', as in 'C-sharp minor'), '♭' is 'flat', any other '#' or '№' is
 * 'no' ('#5' → 'no 5', matching 'No. 5'). The result holds only lower-case letters, digits and
 * single inner spaces, and folding it again changes nothing.
 */
export function foldedKey(text: string): string {
  return foldDiacritics(text)
    .replace(/(?<![\p{L}\p{N}])([a-g])[#♯]/gu, '$1 sharp ')
    .replace(/♭/g, ' flat ')
    .replace(/#/g, ' no ')
    .replace(/['’ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a folded key (an empty key has none). */
export function foldedWords(text: string): string[] {
  const key = foldedKey(text);
  return key === '' ? [] : key.split(' ');
}
