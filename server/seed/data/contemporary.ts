import type { NationalityId } from './categories.ts';
import { worksBy, type WorkFact } from './work-fact.ts';

/**
 * FICTIONAL living composers and their (fictional) works: the orchestra's commissions and
 * premieres. Premieres are only ever claimed for these, never for real works.
 */
export interface ContemporaryComposer {
  identifier: string;
  first_name: string;
  last_name: string;
  birth_year: number;
  country: NationalityId;
  biography: string;
  custom_title: string;
  portrait: number | null;
}

const person = (
  identifier: string,
  first_name: string,
  last_name: string,
  birth_year: number,
  country: NationalityId,
  biography: string,
  portrait: number | null = null,
  custom_title = '',
): ContemporaryComposer => ({
  identifier,
  first_name,
  last_name,
  birth_year,
  country,
  biography: `<p>${biography}</p>`,
  custom_title,
  portrait,
});

/** The fictional composers. */
export const CONTEMPORARY_COMPOSERS: readonly ContemporaryComposer[] = [
  person(
    'maren-holtzclaw',
    'Maren',
    'Holtzclaw',
    1979,
    'american',
    'Maren Holtzclaw grew up on the upper Mississippi and writes music about water, weather and the people who work outdoors. She was the orchestra’s composer in residence for three seasons, during which she wrote <em>Riverglass</em> and a series of string “postcards”.',
    4,
    'Former Composer in Residence',
  ),
  person(
    'tomasz-wierzbicki',
    'Tomasz',
    'Wierzbicki',
    1968,
    'polish',
    'Tomasz Wierzbicki teaches composition in Kraków. His concertos, often written for friends in the orchestras of Central Europe, combine the long lines of Polish choral music with restless, nocturnal textures.',
  ),
  person(
    'ayo-okafor-lindgren',
    'Ayo',
    'Okafor-Lindgren',
    1985,
    'british',
    'London-born Ayo Okafor-Lindgren studied in Glasgow and Lagos. Her music draws on Yoruba lullabies, Scottish fiddle tunes and the sound of city nights.',
  ),
  person(
    'celeste-marchand',
    'Céleste',
    'Marchand',
    1974,
    'canadian',
    'Céleste Marchand divides her year between Montréal and a cabin on Lake Superior. Her orchestral music is full of birdsong, wind and wide northern spaces.',
  ),
  person(
    'daniel-reyes-whitcombe',
    'Daniel',
    'Reyes-Whitcombe',
    1990,
    'american',
    'Daniel Reyes-Whitcombe plays keyboards in a jazz trio and writes for orchestra with a bandleader’s ear for groove. <em>No Ordinary Light</em> was his first orchestral commission.',
  ),
  person(
    'hollis-tam',
    'Hollis',
    'Tam',
    1982,
    'american',
    'Hollis Tam writes music theater, film scores and concert works, often with spoken text. Imaginary cities and impossible maps recur throughout his music.',
  ),
  person(
    'min-ji-seong',
    'Min-ji',
    'Seong',
    1987,
    'korean',
    'Min-ji Seong was born in Busan and studied in Seoul and Berlin. Her music for strings is spare and luminous, shaped by the gardens and seasons of her childhood.',
  ),
  person(
    'linnea-sandqvist',
    'Linnea',
    'Sandqvist',
    1976,
    'swedish',
    'Linnea Sandqvist is a clarinettist turned composer from Gothenburg, where she writes in a studio overlooking the harbour.',
  ),
];

const holtzclaw = worksBy('maren-holtzclaw', 'holtzclaw');
const wierzbicki = worksBy('tomasz-wierzbicki', 'wierzbicki');
const okaforLindgren = worksBy('ayo-okafor-lindgren', 'okafor-lindgren');
const marchand = worksBy('celeste-marchand', 'marchand');
const reyesWhitcombe = worksBy('daniel-reyes-whitcombe', 'reyes-whitcombe');
const tam = worksBy('hollis-tam', 'tam');
const seong = worksBy('min-ji-seong', 'seong');
const sandqvist = worksBy('linnea-sandqvist', 'sandqvist');

/** Their fictional works; the commissions are flagged in the programs that premiered them. */
export const CONTEMPORARY_WORKS: readonly WorkFact[] = [
  holtzclaw('riverglass', '*Riverglass*', '', ['tone-poem'], 18, ['Thaw', 'Undertow', 'Confluence']),
  holtzclaw('postcard-4', 'Postcard #4 from the Ice Road', '', ['strings'], 6),
  wierzbicki('vistula-nocturnes', 'Viola Concerto, "Nocturnes of the Vistula"', '', ['concerto'], 24, [
    'Nocturne: Lento',
    'Nocturne: Presto misterioso',
  ]),
  okaforLindgren('lanterns-and-lullabies', '*Lanterns & Lullabies*', '', ['tone-poem'], 15, [
    'Lantern Procession',
    'Lullaby for the Night Ferry',
    'Lanterns on the Water',
  ]),
  marchand('northern-summer', 'Sinfonietta for a Northern Summer', '', ['symphony'], 22, [
    'Midnight Sun',
    'Black Flies (Scherzo)',
    'Loon Song',
    'The Long Portage',
  ]),
  marchand('fanfare-for-a-new-hall', 'Fanfare for a New Hall', '', ['winds'], 4),
  reyesWhitcombe('no-ordinary-light', '*No Ordinary Light*', '', ['tone-poem'], 12),
  reyesWhitcombe('birthday-variations', 'Happy Birthday Variations (for Margaret)', '', ['tone-poem'], 5),
  tam(
    'cartographers-daughter',
    'The Cartographer’s Daughter: Three Small Maps of an Imaginary City, for Solo Cello, Narrator and Chamber Orchestra, after Italo Calvino’s *Invisible Cities*',
    '',
    ['concerto', 'tone-poem'],
    26,
    ['The City of Threads', 'The City of Mirrors', 'The City Beneath the City'],
  ),
  seong('winter-garden', 'Winter Garden, for String Orchestra', '', ['strings'], 14, [
    'Frost on the Persimmons',
    'First Snow, Late Plum',
  ]),
  sandqvist('glass-harbour', 'Clarinet Concerto, "Glass Harbour"', '', ['concerto'], 20, [
    'Morning Fog',
    'Cranes',
    'The Night Crossing',
  ]),
];

/** The works the orchestra commissioned (`spco_commission`). */
export const COMMISSIONED_WORKS: ReadonlySet<string> = new Set([
  'holtzclaw-riverglass',
  'holtzclaw-postcard-4',
  'marchand-northern-summer',
  'marchand-fanfare-for-a-new-hall',
  'reyes-whitcombe-no-ordinary-light',
  'tam-cartographers-daughter',
]);
