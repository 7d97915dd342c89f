import type { CompositionSummary, Person, PersonKind } from '../api/contract.ts';
import { isListedComposition, peopleInRole } from './compositions.ts';
import { compareIdentifiers, compareText } from './ordering.ts';

/** Compares people by sort name ('Last, First'), then identifier. */
export function comparePeople(a: Person, b: Person): number {
  return compareText(a.sort_name, b.sort_name) || compareIdentifiers(a.identifier, b.identifier);
}

/** The person roles, in the order their pages and lists are named. */
export const PERSON_ROLES: readonly PersonKind[] = ['composer', 'performer', 'conductor'];

/**
 * The roles a person has a page in: each role they hold in a listed composition, and always their
 * primary kind, so every person the API lists has a page (a person without a published work would
 * otherwise be a 404), which then says they have no recordings yet. In PERSON_ROLES order.
 */
export function personPageRoles(person: Person, hasWorksAs: (role: PersonKind) => boolean): PersonKind[] {
  return PERSON_ROLES.filter((role) => role === person.primaryKind || hasWorksAs(role));
}

/** The ids of everyone who has the role in at least one listed composition. */
export function idsInRole(works: readonly CompositionSummary[], kind: PersonKind): Set<number> {
  const ids = new Set<number>();
  for (const work of works) {
    if (!isListedComposition(work)) continue;
    for (const id of peopleInRole(work, kind)) ids.add(id);
  }
  return ids;
}

/**
 * The composers, performers or conductors list (rules §2), sorted by sort name. A person
 * is in it when they have that role in a listed composition — the same rule their person
 * page lists compositions by — so no entry leads to an empty page. `kinds` is not
 * consulted: it cannot tell whether those compositions are still listed.
 */
export function peopleOfKind(
  people: readonly Person[],
  works: readonly CompositionSummary[],
  kind: PersonKind,
): Person[] {
  const ids = idsInRole(works, kind);
  return people.filter((person) => ids.has(person.id)).sort(comparePeople);
}
