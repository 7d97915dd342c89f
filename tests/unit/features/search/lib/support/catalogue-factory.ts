import type { Combined } from '../../../../../../src/lib/api/combined.ts';
import type { CompositionSummary } from '../../../../../../src/lib/api/composition.ts';
import type { Person, PersonKind } from '../../../../../../src/lib/api/person.ts';
import type { ProgramSummary } from '../../../../../../src/lib/api/program.ts';
import { buildComposition, buildPerson, buildProgram, refTo } from '../../../../../support/contract-builders.ts';

/**
 * Complete `/combined/` records from the few fields a search test cares about, made by the
 * shared contract builders (tests/support/contract-builders.ts) with identifiers slugged from
 * the names, as a catalogue editor would write them.
 */

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
  return buildPerson({
    identifier: slug(fullName),
    first_name: first,
    last_name: last,
    full_name: fullName,
    primaryKind,
    kinds: [primaryKind],
    ...extra,
  });
}

/** A composition by a composer (or by nobody). */
export function composition(
  title: string,
  composer: Person | null,
  extra: Partial<CompositionSummary> = {},
): CompositionSummary {
  return buildComposition({
    identifier: slug(`${composer?.last_name ?? ''} ${title}`),
    title,
    combined_composer_arranger_credit: composer?.full_name ?? '',
    composer: composer === null ? null : refTo(composer),
    ...extra,
  });
}

/** A program ending at `end` (ISO date). */
export function program(title: string, end: string, extra: Partial<ProgramSummary> = {}): ProgramSummary {
  return buildProgram({
    identifier: slug(`${title} ${end}`),
    title,
    has_video: true,
    formatted_date_range: end,
    date: `${end}T19:30:00Z`,
    end_date_time: `${end}T21:30:00Z`,
    ...extra,
  });
}

/** A catalogue from its three lists. */
export function combined(people: Person[], compositions: CompositionSummary[], programs: ProgramSummary[]): Combined {
  return { people, compositions, programs };
}
