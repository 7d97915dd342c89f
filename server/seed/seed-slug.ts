/**
 * Turns a name or a title into an identifier slug: diacritics dropped ('Dvořák' → 'dvorak'),
 * ligatures spelled out, everything else that is not a letter or digit becomes one hyphen.
 */
export function seedSlug(text: string): string {
  return text
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replaceAll('ß', 'ss')
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
