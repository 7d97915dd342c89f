import type { CompositionInput } from '../catalog-inputs.ts';
import { AUDIO_MEDIA } from '../media-plan.ts';
import { numberedMovements } from '../movement-titles.ts';
import { seedSlug } from '../seed-slug.ts';
import { FORMS, KEYS, NICKNAMES, TEMPOS } from './scale-names.ts';
import type { SeededRandom } from './seeded-random.ts';

/** A generated work and the movement titles its recordings use as cue points. */
export interface ScaleWork {
  composition: CompositionInput;
  movements: string[];
}

/** Movement counts the media plan has audio for, so every generated work can be recorded. */
const MOVEMENT_COUNTS = [...new Set(AUDIO_MEDIA.map((m) => m.movement_starts.length))];

function movementTitles(count: number, random: SeededRandom): string[] {
  if (count === 1) return [];
  return numberedMovements(Array.from({ length: count }, () => random.pick(TEMPOS)));
}

/**
 * `count` works spread over the composers in turn. Each composer's works of one form are
 * numbered ('Symphony No. 3 in G minor'), so titles and identifiers never repeat.
 */
export function scaleWorks(count: number, composers: readonly string[], random: SeededRandom): ScaleWork[] {
  const numbers = new Map<string, number>();
  const works: ScaleWork[] = [];
  for (let i = 0; i < count; i++) {
    const composer = composers[i % composers.length] ?? 'unknown';
    const [form, genre] = random.pick(FORMS);
    const key = `${composer}:${form}`;
    const number = (numbers.get(key) ?? 0) + 1;
    numbers.set(key, number);
    const nickname = random.chance(0.08) ? `, ${random.pick(NICKNAMES)}` : '';
    const title = `${form} No. ${number} in ${random.pick(KEYS)}${nickname}`;
    const movements = movementTitles(random.pick(MOVEMENT_COUNTS), random);
    works.push({
      movements,
      composition: {
        identifier: seedSlug(`${composer} ${form} ${number}`),
        title,
        opus: random.chance(0.85) ? `Op. ${1 + random.below(140)}` : '',
        composer,
        genres: random.chance(0.2) ? [genre, 'strings'] : [genre],
        spco_commission: random.chance(0.01),
      },
    });
  }
  return works;
}
