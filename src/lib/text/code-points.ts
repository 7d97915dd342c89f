/**
 * The length of `text` in Unicode code points, as the spec counts characters (an emoji or a
 * letter outside the Basic Multilingual Plane is one, where `length` counts UTF-16 units).
 */
export function codePointLength(text: string): number {
  let count = 0;
  // A string's iterator walks code points, never splitting a surrogate pair.
  for (const _codePoint of text) count += 1;
  return count;
}
