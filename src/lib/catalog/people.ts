import type { CompositionSummary, Person, PersonKind } from '../api/contract.ts';
import { compositionsOfPerson } from './compositions.ts';

/** Lines a biography shows before 'Read more' on the person's own page (rules §2, §9). */
export const DETAIL_CLAMP_LINES = 5;

/** Lines a biography or note shows before 'Read more' anywhere else (rules §9's default). */
export const DEFAULT_CLAMP_LINES = 3;

/** Where a biography is shown. */
export type ClampContext = 'detail' | 'elsewhere';

/** How many lines a biography shows before 'Read more'. */
export function biographyClampLines(context: ClampContext): number {
  return context === 'detail' ? DETAIL_CLAMP_LINES : DEFAULT_CLAMP_LINES;
}

/** What a composer, performer or conductor page shows (rules §2, "Person page"). */
export interface PersonPage {
  readonly person: Person;
  /** The role the page is about; it decides which compositions are listed. */
  readonly kind: PersonKind;
  readonly name: string;
  /** E.g. 'Principal Oboe'; null when none. */
  readonly customTitle: string | null;
  /** E.g. '1685–1750'; null when unknown. */
  readonly years: string | null;
  /** The biography, API HTML (sanitise before writing it); null when empty. */
  readonly biographyHtml: string | null;
  readonly biographyClampLines: number;
  /** Their listed compositions in this role, sorted. */
  readonly compositions: CompositionSummary[];
}

/** Trims a text, mapping an empty one to null so pages can leave the element out. */
function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The model of a person page. `compositions` may be given from `worksByPerson` (compositions.ts) when
 * a build renders every person; otherwise it is computed from `works`.
 */
export function personPage(
  person: Person,
  kind: PersonKind,
  works: readonly CompositionSummary[],
  compositions: CompositionSummary[] = compositionsOfPerson(works, person.id, kind),
): PersonPage {
  return {
    person,
    kind,
    name: person.full_name,
    customTitle: orNull(person.custom_title),
    years: orNull(person.years),
    biographyHtml: orNull(person.biography),
    biographyClampLines: biographyClampLines('detail'),
    compositions,
  };
}

/** A person by identifier. */
export function findPerson(people: readonly Person[], identifier: string): Person | undefined {
  return people.find((person) => person.identifier === identifier);
}
