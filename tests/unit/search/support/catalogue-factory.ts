import type { Combined } from '../../../../src/lib/api/combined.ts';
import type { CompositionSummary } from '../../../../src/lib/api/composition.ts';
import type { Person, PersonKind } from '../../../../src/lib/api/person.ts';
import type { ProgramSummary } from '../../../../src/lib/api/program.ts';

/** Complete `/combined/` records from the few fields a search test cares about. */

let nextId = 1;

/** A URL slug the way a catalogue editor would write one. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A person; `first` may be empty. */
export function person(
  first: string,
  last: string,
  primaryKind: PersonKind = 'composer',
  extra: Partial<Person> = {},
): Person {
  const fullName = first === '' ? last : `${first} ${last}`;
  return {
    id: nextId++,
    identifier: slug(fullName),
    first_name: first,
    last_name: last,
    full_name: fullName,
    sort_name: first === '' ? last : `${last}, ${first}`,
    years: '',
    birth_year: null,
    death_year: null,
    country: null,
    biography: '',
    custom_title: '',
    preferred_image: null,
    primaryKind,
    kinds: [primaryKind],
    ...extra,
  };
}

/** A composition by a composer (or by nobody). */
export function composition(
  title: string,
  composer: Person | null,
  extra: Partial<CompositionSummary> = {},
): CompositionSummary {
  const composerRef =
    composer === null
      ? null
      : {
          id: composer.id,
          identifier: composer.identifier,
          full_name: composer.full_name,
          sort_name: composer.sort_name,
        };
  return {
    id: nextId++,
    identifier: slug(`${composer?.last_name ?? ''} ${title}`),
    title,
    alternative_formatted_title: '',
    opus: '',
    combined_composer_arranger_credit: composer?.full_name ?? '',
    spco_commission: false,
    country: null,
    preferred_image: null,
    genre: [],
    has_video: false,
    has_audio: true,
    composer: composerRef,
    arranger: null,
    has_premiere: false,
    conductor_ids: [],
    performer_ids: [],
    hasDetail: true,
    forDisplay: true,
    unlisted: false,
    ...extra,
  };
}

/** A program ending at `end` (ISO date). */
export function program(title: string, end: string, extra: Partial<ProgramSummary> = {}): ProgramSummary {
  const id = nextId++;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    identifier: slug(`${title} ${end}`),
    title,
    unlisted: false,
    has_video: true,
    has_audio: true,
    has_playable_performance: true,
    formatted_date_range: end,
    date: `${end}T19:30:00Z`,
    end_date_time: `${end}T21:30:00Z`,
    preferred_image: null,
    ...extra,
  };
}

/** A catalogue from its three lists. */
export function combined(people: Person[], compositions: CompositionSummary[], programs: ProgramSummary[]): Combined {
  return { people, compositions, programs };
}
