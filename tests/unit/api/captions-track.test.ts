import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishCaptionsOf, readCaptionsTracks } from '../../../src/lib/api/captions-track-reading.ts';
import { CaptionsTrackSchema } from '../../../src/lib/api/captions-track.ts';

describe('englishCaptionsOf', () => {
  const track = (language: string) => ({ language, label: language, url: `/media/masters/1/captions.${language}.vtt` });

  it('prefers English itself, then the first regional English, and finds none among other languages', () => {
    expect(englishCaptionsOf([track('en-GB'), track('en'), track('fr')])?.language).toBe('en');
    expect(englishCaptionsOf([track('fr'), track('en-US'), track('en-GB')])?.language).toBe('en-US');
    expect(englishCaptionsOf([track('fr'), track('enm')])).toBeUndefined();
  });
});

describe('readCaptionsTracks', () => {
  it('reads a list as the contract’s schema does, though without zod', () => {
    const text = fc.oneof(fc.constant(''), fc.string({ minLength: 1 }), fc.jsonValue());
    const trackLike = fc.record(
      { language: text, label: text, url: text, extra: fc.jsonValue() },
      { requiredKeys: [] },
    );
    const list = fc.oneof(fc.array(trackLike, { maxLength: 3 }), fc.jsonValue());
    fc.assert(
      fc.property(list, (value) => {
        const parsed = CaptionsTrackSchema.array().safeParse(value);
        expect(readCaptionsTracks(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });
});
