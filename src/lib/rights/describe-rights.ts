import { CENTRAL_TIME_ZONE } from '../time/zoned-time.ts';
import type { Media, Rights } from './rights.ts';
import { closingWords, openingWords } from './rights-dates.ts';
import { coversAnyCountry } from './territories.ts';
import { territoryWords } from './territory-words.ts';

const MEDIA_WORDS: Readonly<Record<Exclude<Media, 'none'>, string>> = {
  both: 'Audio and video',
  audio: 'Video not licensed: audio only',
  video: 'Audio not licensed: video only',
};

/**
 * A performance's rights in a sentence for the studio, dates on the wall clock of `timeZone`:
 * 'Audio and video, worldwide, until 31 May 2027'; 'Video not licensed: audio only in the US and
 * Canada'; 'Audio and video from 1 June 2027, worldwide except Germany'; 'Not licensed for streaming'.
 * An embargo follows after a semicolon ('; embargoed until 1 June 2026').
 */
export function describeRights(rights: Rights, timeZone = CENTRAL_TIME_ZONE): string {
  if (rights.media === 'none') return 'Not licensed for streaming';
  if (!coversAnyCountry(rights.territories)) return 'Not licensed in any territory';
  const from = rights.available_from === null ? '' : ` from ${openingWords(new Date(rights.available_from), timeZone)}`;
  const where = `${rights.territories.allowed === null ? ',' : ' in'} ${territoryWords(rights.territories)}`;
  const until =
    rights.available_until === null ? '' : `, until ${closingWords(new Date(rights.available_until), timeZone)}`;
  const embargo =
    rights.embargo_until === null ? '' : `; embargoed until ${openingWords(new Date(rights.embargo_until), timeZone)}`;
  return `${MEDIA_WORDS[rights.media]}${from}${where}${until}${embargo}`;
}
