import { describe, expect, it } from 'vitest';
import { hyphenatedToWords } from '../../../src/lib/text/hyphenated-to-words.ts';

describe('hyphenatedToWords', () => {
  it.each([
    ['compositions-with-video', 'Compositions With Video'],
    ['string-quartet', 'String Quartet'],
    ['czech', 'Czech'],
    ['bwv-1048', 'Bwv 1048'],
    ['--double--hyphen_and_underscore-', 'Double Hyphen And Underscore'],
    ['', ''],
  ])('turns %j into %j', (text, words) => {
    expect(hyphenatedToWords(text)).toBe(words);
  });

  it('keeps the rest of each word as written', () => {
    expect(hyphenatedToWords('mcPhee-BWV')).toBe('McPhee BWV');
  });
});
