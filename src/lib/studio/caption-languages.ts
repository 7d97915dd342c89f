/**
 * The languages a master's captions are given in (docs/media.md, "Captions"): any BCP 47 tag a browser
 * can name, kept in its canonical form ('EN-us' is 'en-US') and labelled with its English name, which is
 * what the site's captions menu shows.
 */

/** The largest captions file the studio takes: a two-hour concert's libretto is a few hundred kilobytes. */
export const CAPTIONS_MAX_BYTES = 2 * 1024 ** 2;

/** The languages the studio offers first; any other tag may be typed. */
export const COMMON_CAPTION_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar'] as const;

/** A language a captions file may be given in: its canonical tag and its English name. */
export interface CaptionLanguage {
  language: string;
  label: string;
}

const names = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });

/** The language a tag names; undefined for what is no tag ('english') or a tag no browser can name ('xx'). */
export function captionLanguageOf(tag: string): CaptionLanguage | undefined {
  let language: string | undefined;
  try {
    language = Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
  const label = language === undefined ? undefined : names.of(language);
  return language === undefined || label === undefined ? undefined : { language, label };
}

/** What the studio says of captions it cannot take, beside the file's own refusals. */
export const CAPTION_MESSAGES = {
  badLanguage: (tag: string) =>
    `“${tag}” is not a language the studio can name: give it as a language tag, such as “en”, “fr” or “pt-BR”.`,
  tooLarge: 'The captions file is larger than 2 MB, the most the studio takes.',
  notMade: 'Captions are added once its renditions are made.',
  noSuchLanguage: (label: string) => `It has no captions in ${label}.`,
} as const;
