import { describe, expect, it } from 'vitest';
import { englishCaptionsOf } from '../../../src/lib/api/captions-track.ts';

describe('englishCaptionsOf', () => {
  const track = (language: string) => ({ language, label: language, url: `/media/masters/1/captions.${language}.vtt` });

  it('prefers English itself, then the first regional English, and finds none among other languages', () => {
    expect(englishCaptionsOf([track('en-GB'), track('en'), track('fr')])?.language).toBe('en');
    expect(englishCaptionsOf([track('fr'), track('en-US'), track('en-GB')])?.language).toBe('en-US');
    expect(englishCaptionsOf([track('fr'), track('enm')])).toBeUndefined();
  });
});
