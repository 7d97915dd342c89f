import type { Combined } from '../../../../../../src/lib/api/combined.ts';
import type { CompositionSummary } from '../../../../../../src/lib/api/composition.ts';
import type { Person, PersonKind } from '../../../../../../src/lib/api/person.ts';
import type { ProgramSummary } from '../../../../../../src/lib/api/program.ts';
import { composition, person, program, slug } from './catalogue-factory.ts';

/**
 * A catalogue of any size that looks like a real orchestra's: classical titles with keys and
 * catalogue numbers, contemporary titles of invented words (some with diacritics), names mixing
 * real and invented ones, composers with many works each. Seeded, so every run builds the same.
 */

/** mulberry32: a small seeded generator, enough for test data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = (
  'Anna Béla Camille Dmitri Edvard Fanny Gustav Hilary Igor Johanna Karol Leoš Maria Nadia Olivier Pyotr ' +
  'Ralph Sofia Tōru Ursula Vítězslav Wilhelmina Xavier Yuja Zoltán Amy Benjamin Clara Dora Ernő Florence ' +
  'Gabriela Heitor Isang Jean-Baptiste Kaija Louise Missy Nico Ottorino Pauline Rebecca Samuel Thea Unsuk ' +
  'Valerie William Arvo Caroline Jessie Julia Augusta Lili Germaine Grażyna Sergei Antonín Ludwig Franz'
).split(' ');
const LAST = (
  'Bach Beethoven Brahms Dvořák Janáček Saint-Saëns Tchaikovsky Mozart Schubert Haydn Vivaldi Handel ' +
  'Bartók Pärt Chopin Mendelssohn Schumann Sibelius Nielsen Elgar Britten Ravel Debussy Fauré Poulenc ' +
  'Stravinsky Prokofiev Shostakovich Mahler Bruckner Strauss Grieg Smetana Martinů Kodály Ligeti Lutosławski ' +
  'Górecki Penderecki Saariaho Adès Shaw Montgomery Higdon Price Coleridge-Taylor Boulanger Smyth Farrenc'
).split(' ');
const SYLLABLES =
  'ka lo mer vin tra sel dor an ith ul ber gon ri sa tem vo lin cha ne pu ré ö zé mar tho quil es'.split(' ');
const FORMS = (
  'Symphony|Piano Sonata|String Quartet|Violin Concerto|Cello Concerto|Piano Concerto|Serenade|Suite|Overture|' +
  'Divertimento|Nocturne|Fantasia|Sinfonietta|Piano Trio|Wind Quintet|Concerto Grosso|Partita|Rhapsody|Elegy'
).split('|');
const KEYS = 'C D E F G A B E-flat B-flat A-flat F-sharp C-sharp'.split(' ');
const CATALOGUES = ['Op.', 'BWV', 'K.', 'D.', 'RV', 'HWV', 'Sz.', 'Hob. XVI:'];
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

type Pick = <T>(list: readonly T[]) => T;

function word(pick: Pick, next: () => number): string {
  const count = 2 + Math.floor(next() * 3);
  const text = Array.from({ length: count }, () => pick(SYLLABLES)).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function catalogueNumber(pick: Pick, next: () => number): string {
  const catalogue = pick(CATALOGUES);
  const number = 1 + Math.floor(next() * 1100);
  if (catalogue === 'Op.') return next() < 0.3 ? `Op. ${number % 140} No. ${1 + (number % 6)}` : `Op. ${number % 140}`;
  return catalogue.endsWith(':') ? `${catalogue}${number % 60}` : `${catalogue} ${number}`;
}

function classicalTitle(pick: Pick, next: () => number): string {
  const key = `${pick(KEYS)} ${next() < 0.5 ? 'major' : 'minor'}`;
  const nickname = next() < 0.15 ? ` "${word(pick, next)}"` : '';
  return `${pick(FORMS)} No. ${1 + Math.floor(next() * 30)} in ${key}, ${catalogueNumber(pick, next)}${nickname}`;
}

function modernTitle(pick: Pick, next: () => number): string {
  const words = Array.from({ length: 1 + Math.floor(next() * 3) }, () => word(pick, next));
  return next() < 0.3 ? `${pick(FORMS)}: ${words.join(' ')}` : words.join(' ');
}

function uniqueIdentifiers<T extends { identifier: string }>(rows: T[]): T[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const count = (seen.get(row.identifier) ?? 0) + 1;
    seen.set(row.identifier, count);
    return count === 1 ? row : { ...row, identifier: `${row.identifier}-${count}` };
  });
}

/** A catalogue of the given size. */
export function syntheticCatalogue(
  size: { people: number; compositions: number; programs: number },
  seed = 7,
): Combined {
  const next = random(seed);
  const pick: Pick = (list) => list[Math.floor(next() * list.length)] as (typeof list)[number];
  const kinds: PersonKind[] = ['composer', 'performer', 'conductor'];
  const people: Person[] = uniqueIdentifiers(
    Array.from({ length: size.people }, (_, at) => {
      const last = next() < 0.4 ? pick(LAST) : word(pick, next);
      const birth = 1650 + Math.floor(next() * 340);
      return person(pick(FIRST), last, at % 3 === 0 ? 'composer' : pick(kinds), {
        years: next() < 0.7 ? `${birth}–${birth + 30 + Math.floor(next() * 50)}` : `b. ${birth}`,
        custom_title: next() < 0.1 ? 'Principal Oboe' : '',
      });
    }),
  );
  const composers = people.filter((someone) => someone.primaryKind === 'composer');
  const compositions: CompositionSummary[] = uniqueIdentifiers(
    Array.from({ length: size.compositions }, () => {
      // A few composers write most of the repertoire, as in any orchestra's library.
      const composer = composers[Math.floor(composers.length * next() ** 3)] ?? null;
      const title = next() < 0.6 ? classicalTitle(pick, next) : modernTitle(pick, next);
      const arranger = next() < 0.05 ? `, arr. ${pick(LAST)}` : '';
      return composition(title, composer, {
        combined_composer_arranger_credit: `${composer?.full_name ?? ''}${arranger}`,
      });
    }),
  );
  const programs: ProgramSummary[] = uniqueIdentifiers(
    Array.from({ length: size.programs }, () => {
      const year = 2000 + Math.floor(next() * 26);
      const month = pick(MONTHS);
      const day = 1 + Math.floor(next() * 26);
      const title = next() < 0.5 ? `${pick(LAST)}'s ${word(pick, next)}` : `${word(pick, next)} and ${pick(LAST)}`;
      const created = program(
        title,
        `${year}-${String(1 + MONTHS.indexOf(month)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      );
      return {
        ...created,
        identifier: slug(`${title} ${year}`),
        formatted_date_range: `${month} ${day}–${day + 2}, ${year}`,
      };
    }),
  );
  return { people, compositions, programs };
}
