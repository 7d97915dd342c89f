import { describe, expect, it } from 'vitest';
import { mergeVary } from '../../../../server/src/http/vary.ts';

describe('mergeVary', () => {
  it('keeps what is there and adds the new names after it', () => {
    expect(mergeVary('Origin', ['Accept-Encoding'])).toBe('Origin, Accept-Encoding');
    expect(mergeVary(undefined, ['Accept-Encoding'])).toBe('Accept-Encoding');
    expect(mergeVary('', ['Accept-Encoding'])).toBe('Accept-Encoding');
  });

  it('reads several header lines and comma lists with stray spaces', () => {
    expect(mergeVary(['Origin', 'Accept-Language ,  Cookie'], ['Accept-Encoding'])).toBe(
      'Origin, Accept-Language, Cookie, Accept-Encoding',
    );
  });

  it('adds a name once, whatever its case', () => {
    expect(mergeVary('origin, Accept-Encoding', ['Origin', 'accept-encoding'])).toBe('origin, Accept-Encoding');
    expect(mergeVary(undefined, ['Origin', 'origin'])).toBe('Origin');
  });

  it('keeps * alone, since it already varies on everything', () => {
    expect(mergeVary('*', ['Accept-Encoding'])).toBe('*');
    expect(mergeVary('Origin', ['*'])).toBe('*');
  });
});
