import { stripEmphasis } from '#lib/text/emphasis.ts';
import type { CompositionInput } from './catalog-inputs.ts';
import { COMMISSIONED_WORKS, CONTEMPORARY_WORKS } from './data/contemporary.ts';
import { PROGRAM_NOTES } from './data/program-notes.ts';
import type { WorkFact } from './data/work-fact.ts';
import { WORKS } from './data/works.ts';
import { demoImage } from './demo-images.ts';

/** A composition unlisted by hand although it has listed performances. */
export const UNLISTED_BY_HAND = 'reyes-whitcombe-birthday-variations';

/** Familiar names some works go by. */
const ALTERNATIVE_TITLES: Readonly<Record<string, string>> = {
  'beethoven-symphony-3': 'Eroica Symphony',
  'beethoven-piano-concerto-5': 'Emperor Concerto',
  'mozart-symphony-41': 'Jupiter Symphony',
  'mozart-eine-kleine-nachtmusik': 'A Little Night Music',
  'haydn-symphony-94': 'Surprise Symphony',
  'haydn-symphony-45': 'Farewell Symphony',
  'vivaldi-spring': 'Spring',
  'vivaldi-summer': 'Summer',
  'vivaldi-autumn': 'Autumn',
  'vivaldi-winter': 'Winter',
  'schubert-symphony-8': 'Unfinished Symphony',
  'mendelssohn-hebrides': 'Fingal’s Cave',
};

/** Every work of the demo, real and fictional. */
export function allWorks(): readonly WorkFact[] {
  return [...WORKS, ...CONTEMPORARY_WORKS];
}

function composition(work: WorkFact, imageNumber: number | null): CompositionInput {
  const note = PROGRAM_NOTES[work.identifier];
  return {
    identifier: work.identifier,
    title: work.title,
    alternative_formatted_title: ALTERNATIVE_TITLES[work.identifier] ?? '',
    opus: work.opus,
    composer: work.composer,
    arranger: work.arranger,
    spco_commission: COMMISSIONED_WORKS.has(work.identifier),
    genres: work.genres,
    image:
      imageNumber === null ? null : demoImage('works', imageNumber, stripEmphasis(work.title), 'Artwork: Tessa Marlow'),
    program_note: note ?? null,
    unlisted: work.identifier === UNLISTED_BY_HAND,
  };
}

/**
 * The compositions. Those with a program note also get a picture; the rest have none, as in
 * a real archive where artwork is added over time.
 */
export function demoCompositions(): CompositionInput[] {
  let pictures = 0;
  return allWorks().map((work) => composition(work, work.identifier in PROGRAM_NOTES ? ++pictures : null));
}
