import type { Category, Person, PersonKind } from '#lib/api/contract.ts';
import type { PersonRow } from './catalog-rows.ts';
import { ANSWER_SHAPES } from './entities/answer-shapes.ts';
import { isCompositionUnlisted, listedPerformances, memoised, type ReadContext } from './read-context.ts';
import { fullName, sortName } from './read-refs.ts';

/** The order kinds are listed in, and tried in when the document's primary kind does not apply. */
const KIND_ORDER: readonly PersonKind[] = ['composer', 'performer', 'conductor'];

/**
 * Display years: the document's own text when it has one, else from the years known:
 * '1770–1827', 'b. 1971', 'd. 1750', or '' when neither is known.
 */
export function displayYears(p: Pick<PersonRow, 'years' | 'birth_year' | 'death_year'>): string {
  if (p.years) return p.years;
  if (p.birth_year !== null && p.death_year !== null) return `${p.birth_year}–${p.death_year}`;
  if (p.birth_year !== null) return `b. ${p.birth_year}`;
  if (p.death_year !== null) return `d. ${p.death_year}`;
  return '';
}

/** A category (genre or nationality) as answers carry it; null when unknown. */
export function categoryAnswer(ctx: ReadContext, id: number | null): Category | null {
  const c = id === null ? undefined : ctx.s.categories.get(id);
  return c === undefined ? null : ANSWER_SHAPES.category.build(c, {});
}

/**
 * Every person's roles in what visitors can see: composer (or arranger) of a listed
 * composition, conductor or featured artist of a listed performance of one.
 */
function rolesByPerson(ctx: ReadContext): Map<number, Set<PersonKind>> {
  return memoised(ctx, 'roles', () => {
    const roles = new Map<number, Set<PersonKind>>();
    const add = (id: number | null, kind: PersonKind) => {
      if (id === null) return;
      const set = roles.get(id) ?? new Set<PersonKind>();
      set.add(kind);
      roles.set(id, set);
    };
    for (const c of ctx.s.compositions) {
      if (isCompositionUnlisted(ctx, c.id)) continue;
      add(c.composer_id, 'composer');
      add(c.arranger_id, 'composer');
      for (const p of listedPerformances(ctx, c.id)) {
        add(p.conductor_id, 'conductor');
        for (const a of ctx.s.featuredByPerformance.get(p.id) ?? []) add(a.person_id, 'performer');
      }
    }
    return roles;
  });
}

/** A person's kinds, in the order composer, performer, conductor. */
export function personKinds(ctx: ReadContext, id: number): PersonKind[] {
  const roles = rolesByPerson(ctx).get(id);
  return KIND_ORDER.filter((kind) => roles?.has(kind));
}

/**
 * The kind that decides a person's page: the document's primary kind when the person has that
 * role (or no role at all), else their first kind.
 */
export function primaryKind(stored: PersonKind, kinds: readonly PersonKind[]): PersonKind {
  return kinds.length === 0 || kinds.includes(stored) ? stored : (kinds[0] ?? stored);
}

/** A person as `/combined/` lists them. */
export function personAnswer(ctx: ReadContext, p: PersonRow): Person {
  const kinds = personKinds(ctx, p.id);
  return ANSWER_SHAPES.person.build(p, {
    full_name: fullName(p),
    sort_name: sortName(p),
    years: displayYears(p),
    country: categoryAnswer(ctx, p.country_id),
    primaryKind: primaryKind(p.primary_kind, kinds),
    kinds,
  });
}
