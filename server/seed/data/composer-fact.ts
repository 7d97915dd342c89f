import { seedSlug } from '../seed-slug.ts';
import type { NationalityId } from './categories.ts';

/** A real, historical composer (or arranger): public facts and an original short biography. */
export interface ComposerFact {
  identifier: string;
  first_name: string;
  last_name: string;
  birth_year: number;
  death_year: number;
  country: NationalityId;
  /** Two to four sentences, as HTML paragraphs. */
  biography: string;
  /** Number of a portrait in the demo images; null when the person has no picture. */
  portrait: number | null;
}

/** Builds a composer; the identifier is the slug of the full name ('antonin-dvorak'). */
export function composer(
  first: string,
  last: string,
  years: [number, number],
  country: NationalityId,
  paragraphs: string[],
  portrait: number | null = null,
): ComposerFact {
  return {
    identifier: seedSlug(`${first} ${last}`),
    first_name: first,
    last_name: last,
    birth_year: years[0],
    death_year: years[1],
    country,
    biography: paragraphs.map((p) => `<p>${p}</p>`).join(''),
    portrait,
  };
}
