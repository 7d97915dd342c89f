import type { PerformanceInput, ProgramInput, RecordingInput } from '../catalog-inputs.ts';
import { demoImage } from '../demo-images.ts';
import { audioFor, audioRecording, pickMedia, videoFor, videoRecording } from '../recording-media.ts';
import { stableUuid } from '../stable-uuid.ts';
import type { ScalePeople } from './scale-people.ts';
import { PROGRAM_NOUNS, PROGRAM_WORDS } from './scale-names.ts';
import type { ScaleWork } from './scale-works.ts';
import type { SeededRandom } from './seeded-random.ts';

const DAY = 86_400_000;
const EIGHT_YEARS_IN_DAYS = 8 * 365;

/** Sizes and the instant the archive ends at. */
export interface ScaleProgramOptions {
  programs: number;
  performances: number;
  anchor: Date;
}

function recordings(key: string, work: ScaleWork, video: boolean): RecordingInput[] {
  const movements = Math.max(1, work.movements.length);
  const result: RecordingInput[] = [];
  const audio = pickMedia(audioFor(movements), key);
  if (audio) result.push(audioRecording(audio, work.movements, { uuid: stableUuid(`scale-recording:${key}:A`) }));
  const clip = video ? pickMedia(videoFor(movements), key) : undefined;
  if (clip) result.push(videoRecording(clip, work.movements, { uuid: stableUuid(`scale-recording:${key}:V`) }));
  return result;
}

function program(i: number, start: Date, random: SeededRandom): ProgramInput {
  const title = `${random.pick(PROGRAM_WORDS)} ${random.pick(PROGRAM_NOUNS)} ${i + 1}`;
  return {
    uuid: stableUuid(`scale-program:${i}`),
    identifier: `scale-program-${i + 1}`,
    title: random.chance(0.05) ? `${title} & Friends` : title,
    description: `<p>Generated concert ${i + 1} of the scale catalogue.</p>`,
    start_date_time: start.toISOString(),
    end_date_time: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    unlisted: i % 40 === 39,
    image: random.chance(0.4) ? demoImage('programs', 1 + random.below(8), title, '') : null,
  };
}

function featured(people: ScalePeople, random: SeededRandom): NonNullable<PerformanceInput['featured_artists']> {
  const count = random.below(3);
  const chosen = new Map<string, string>();
  for (let k = 0; k < count && people.performers.length > 0; k++) {
    const { identifier, role } = random.pick(people.performers);
    chosen.set(identifier, role);
  }
  return [...chosen].map(([artist, role], k) => ({ artist, roles: [role], sequence: k + 1 }));
}

/**
 * Programs over the eight years before the anchor and performances spread across them: the
 * first pass gives every work one performance, later ones repeat works at random.
 */
export function scalePrograms(
  options: ScaleProgramOptions,
  works: readonly ScaleWork[],
  people: ScalePeople,
  random: SeededRandom,
) {
  const programs: ProgramInput[] = [];
  const videoPrograms = new Set<string>();
  for (let i = 0; i < options.programs; i++) {
    const daysAgo = Math.round(((i + 1) * EIGHT_YEARS_IN_DAYS) / options.programs);
    const p = program(i, new Date(options.anchor.getTime() - daysAgo * DAY), random);
    programs.push(p);
    if (random.chance(0.3)) videoPrograms.add(p.identifier);
  }
  const performances: PerformanceInput[] = [];
  for (let i = 0; i < options.performances; i++) {
    const work = i < works.length ? works[i] : random.pick(works);
    const host = programs[i % programs.length];
    if (!work || !host) break;
    const key = `scale-performance:${i}`;
    const uuid = stableUuid(key);
    performances.push({
      uuid,
      composition: work.composition.identifier,
      program: host.identifier,
      conductor: random.chance(0.9) ? random.pick(people.conductors) : null,
      position: Math.floor(i / programs.length) + 1,
      unlisted: random.chance(0.01),
      start_date_time: host.start_date_time,
      premiere: random.chance(0.005) ? 'World premiere' : '',
      featured_artists: featured(people, random),
      recordings: random.chance(0.95) ? recordings(uuid, work, videoPrograms.has(host.identifier)) : [],
    });
  }
  return { programs, performances };
}
