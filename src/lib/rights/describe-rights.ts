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
  const from = rights.from === null ? '' : ` from ${openingWords(new Date(rights.from), timeZone)}`;
  const where = `${rights.territories.allowed === null ? ',' : ' in'} ${territoryWords(rights.territories)}`;
  const until = rights.until === null ? '' : `, until ${closingWords(new Date(rights.until), timeZone)}`;
  const embargo =
    rights.embargoUntil === null ? '' : `; embargoed until ${openingWords(new Date(rights.embargoUntil), timeZone)}`;
  return `${MEDIA_WORDS[rights.media]}${from}${where}${until}${embargo}`;
}
