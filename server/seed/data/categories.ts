/**
 * Genres and nationalities of the demo catalogue. Identifiers are what compositions (genres)
 * and people (country) refer to.
 */

/** Genre identifiers and titles. */
export const GENRES = {
  symphony: 'Symphonies',
  concerto: 'Concertos',
  overture: 'Overtures',
  serenade: 'Serenades & Divertimentos',
  suite: 'Suites',
  strings: 'Music for Strings',
  winds: 'Music for Winds',
  vocal: 'Vocal Music',
  sacred: 'Sacred Music',
  chamber: 'Chamber Music',
  'tone-poem': 'Tone Poems & Fantasias',
  dance: 'Dances',
} as const;

/** A genre identifier. */
export type GenreId = keyof typeof GENRES;

/** Nationality identifiers and titles. */
export const NATIONALITIES = {
  american: 'American',
  argentine: 'Argentine',
  austrian: 'Austrian',
  brazilian: 'Brazilian',
  british: 'British',
  canadian: 'Canadian',
  czech: 'Czech',
  danish: 'Danish',
  finnish: 'Finnish',
  french: 'French',
  german: 'German',
  hungarian: 'Hungarian',
  italian: 'Italian',
  korean: 'Korean',
  nigerian: 'Nigerian',
  norwegian: 'Norwegian',
  polish: 'Polish',
  russian: 'Russian',
  swedish: 'Swedish',
} as const;

/** A nationality identifier. */
export type NationalityId = keyof typeof NATIONALITIES;
