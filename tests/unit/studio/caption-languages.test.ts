import { describe, expect, it } from 'vitest';
import { captionLanguageOf, COMMON_CAPTION_LANGUAGES } from '../../../src/lib/studio/caption-languages.ts';

describe('captionLanguageOf', () => {
  it('keeps a tag in its canonical form and names it in English', () => {
    expect(captionLanguageOf('en')).toEqual({ language: 'en', label: 'English' });
    expect(captionLanguageOf(' PT-br ')).toEqual({ language: 'pt-BR', label: 'Brazilian Portuguese' });
    expect(captionLanguageOf('zh-Hant')).toEqual({ language: 'zh-Hant', label: 'Traditional Chinese' });
  });

  it('refuses what is no tag, and a tag no browser can name', () => {
    for (const tag of ['', 'english', 'en_US', 'xx', 'und', '../x'])
      expect(captionLanguageOf(tag), tag).toBeUndefined();
  });

  it('names every language the studio offers first', () => {
    for (const tag of COMMON_CAPTION_LANGUAGES) expect(captionLanguageOf(tag)?.language).toBe(tag);
  });
});
