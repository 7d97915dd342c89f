import type { Category, CompositionSummary, Person, PersonKind } from '../api/contract.ts';
import { worksByPerson } from './compositions.ts';
import type { ListPage } from './list-pages.ts';
import { PERSON_ROLES, personPageRoles } from './people-lists.ts';
import type { CategoryKind } from './view-by.ts';

/** One page of the works a person page or category list shows. */
export type WorksPage = ListPage<CompositionSummary>;

/**
 * What one page of a person's works (a composer's, performer's or conductor's page) or of a
 * category's list (a genre, a nationality) draws: src/components/pages/WorksListPage.astro.
 */
export type WorksListPageProps =
  | {
      readonly kind: 'person';
      readonly role: PersonKind;
      readonly person: Person;
      readonly works: WorksPage;
      /** The person's other roles that have pages, each linked from this one. */
      readonly otherRoles: readonly PersonKind[];
    }
  | {
      readonly kind: 'category';
      readonly categoryKind: CategoryKind;
      readonly category: Category;
      readonly works: WorksPage;
    };

/** For each role, every person's listed works in it, sorted (worksByPerson). */
export type WorksByRole = ReadonlyMap<PersonKind, ReadonlyMap<number, readonly CompositionSummary[]>>;

/** Every role's works by person, from every composition summary. */
export function worksByRole(works: readonly CompositionSummary[]): WorksByRole {
  return new Map(PERSON_ROLES.map((role) => [role, worksByPerson(works, role)]));
}

/** A person's page in one role, before it is split into list pages. */
export interface PersonRolePage {
  readonly role: PersonKind;
  readonly works: readonly CompositionSummary[];
  /** The person's other roles with works, each a page of its own. */
  readonly otherRoles: PersonKind[];
}

/** The pages a person has (personPageRoles: their primary kind, and each role they have works in). */
export function personRolePages(person: Person, byRole: WorksByRole): PersonRolePage[] {
  const hasWorksAs = (role: PersonKind) => byRole.get(role)?.has(person.id) === true;
  return personPageRoles(person, hasWorksAs).map((role) => ({
    role,
    works: byRole.get(role)?.get(person.id) ?? [],
    otherRoles: PERSON_ROLES.filter((other) => other !== role && hasWorksAs(other)),
  }));
}
