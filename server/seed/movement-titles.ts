const NUMERALS: [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** A small positive number in Roman numerals (movements rarely pass twenty). */
export function roman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, numeral] of NUMERALS) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** Movement titles as programs print them: 'I. Allegro con brio'. */
export function numberedMovements(titles: readonly string[]): string[] {
  return titles.map((title, i) => `${roman(i + 1)}. ${title}`);
}
