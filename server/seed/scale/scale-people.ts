import type { PersonInput } from '../catalog-inputs.ts';
import { NATIONALITIES } from '../data/categories.ts';
import { demoImage } from '../demo-images.ts';
import { seedSlug } from '../seed-slug.ts';
import { FIRST_NAMES, INSTRUMENTS, LAST_NAMES } from './scale-names.ts';
import type { SeededRandom } from './seeded-random.ts';

/** The generated people, split by what they do. */
export interface ScalePeople {
  people: PersonInput[];
  composers: string[];
  conductors: string[];
  /** Performers with the instrument each plays. */
  performers: { identifier: string; role: string }[];
}

const COUNTRIES = Object.keys(NATIONALITIES);

/** The n-th distinct name: walks first names fastest, so 60 × 80 names come before any repeat. */
function nameAt(n: number): [string, string, number] {
  const first = FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Anna';
  const lastIndex = Math.floor(n / FIRST_NAMES.length);
  const last = LAST_NAMES[lastIndex % LAST_NAMES.length] ?? 'Berg';
  return [first, last, Math.floor(lastIndex / LAST_NAMES.length)];
}

function person(n: number, kind: PersonInput['primary_kind'], random: SeededRandom): PersonInput {
  const [first, last, round] = nameAt(n);
  const identifier = seedSlug(`${first} ${last}`) + (round > 0 ? `-${round + 1}` : '');
  const born = kind === 'composer' ? 1650 + random.below(340) : 1940 + random.below(60);
  const died = kind === 'composer' && born < 1940 ? born + 35 + random.below(55) : null;
  return {
    identifier,
    first_name: first,
    last_name: last,
    birth_year: born,
    death_year: died,
    country: random.pick(COUNTRIES),
    biography: random.chance(0.7)
      ? `<p>${first} ${last} is a generated ${kind} of the scale catalogue, born in ${born}.</p>`
      : '',
    primary_kind: kind,
    image: random.chance(0.3) ? demoImage('people', 1 + random.below(12), `${first} ${last}`, '') : null,
  };
}

/** `count` people: two fifths composers, a tenth conductors, the rest performers. */
export function scalePeople(count: number, random: SeededRandom): ScalePeople {
  const composerCount = Math.max(1, Math.round(count * 0.4));
  const conductorCount = Math.max(1, Math.round(count * 0.1));
  const result: ScalePeople = { people: [], composers: [], conductors: [], performers: [] };
  for (let n = 0; n < count; n++) {
    const kind = n < composerCount ? 'composer' : n < composerCount + conductorCount ? 'conductor' : 'performer';
    const p = person(n, kind, random);
    result.people.push(p);
    if (kind === 'composer') result.composers.push(p.identifier);
    else if (kind === 'conductor') result.conductors.push(p.identifier);
    else result.performers.push({ identifier: p.identifier, role: random.pick(INSTRUMENTS) });
  }
  return result;
}
