import type { CompositionSummary, PersonKind } from '../api/contract.ts';
import { stripEmphasis } from '../text/emphasis.ts';
import { compareIdentifiers, compareText } from './ordering.ts';
import type { CompositionsViewBy } from './view-by.ts';

/** True when a composition may appear in lists: listed and meant for display. */
export function isListedComposition(work: CompositionSummary): boolean {
  return !work.unlisted && work.forDisplay;
}

/**
 * The order of every composition list (rules §9): composer sort name, then title, both
 * compared case- and diacritic-insensitively with numbers by value; titles without their
 * emphasis marks (`stripEmphasis`: a literal asterisk stays). Compositions without a composer
 * come last; the identifier breaks ties. The server's `/combined/` answer sorts with this too, so
 * the API and the site never disagree about the order.
 */
export function compareWorks(a: CompositionSummary, b: CompositionSummary): number {
  if (a.composer === null || b.composer === null) {
    if (a.composer !== b.composer) return a.composer === null ? 1 : -1;
  } else {
    const byComposer = compareText(a.composer.sort_name, b.composer.sort_name);
    if (byComposer !== 0) return byComposer;
  }
  const byTitle = compareText(stripEmphasis(a.title), stripEmphasis(b.title));
  return byTitle !== 0 ? byTitle : compareIdentifiers(a.identifier, b.identifier);
}

/** A sorted copy of a list of compositions (see {@link compareWorks}). */
export function sortWorks(works: readonly CompositionSummary[]): CompositionSummary[] {
  return [...works].sort(compareWorks);
}

const VIEW_FILTERS: Readonly<Record<CompositionsViewBy, (work: CompositionSummary) => boolean>> = {
  all: () => true,
  video: (work) => work.has_video,
  audio: (work) => work.has_audio,
  premieres: (work) => work.has_premiere,
};

/**
 * The compositions of a list view (rules §2): listed ones only, filtered by the view
 * (video: has_video, audio: has_audio, premieres: has_premiere), sorted.
 */
export function compositionsForView(
  works: readonly CompositionSummary[],
  viewBy: CompositionsViewBy,
): CompositionSummary[] {
  const keep = VIEW_FILTERS[viewBy];
  return sortWorks(works.filter((work) => isListedComposition(work) && keep(work)));
}

/**
 * The ids of the people who have a role in a composition: composer and arranger for
 * composers, `performer_ids` for performers, `conductor_ids` for conductors.
 */
export function peopleInRole(work: CompositionSummary, kind: PersonKind): number[] {
  if (kind === 'performer') return work.performer_ids;
  if (kind === 'conductor') return work.conductor_ids;
  return [work.composer?.id, work.arranger?.id].filter((id): id is number => id !== undefined);
}

/** True when a person has the role in the composition (see {@link peopleInRole}). */
export function hasRoleIn(work: CompositionSummary, personId: number, kind: PersonKind): boolean {
  return peopleInRole(work, kind).includes(personId);
}

/** A person's listed compositions in one role, sorted (their person page list). */
export function compositionsOfPerson(
  works: readonly CompositionSummary[],
  personId: number,
  kind: PersonKind,
): CompositionSummary[] {
  return sortWorks(works.filter((work) => isListedComposition(work) && hasRoleIn(work, personId, kind)));
}

/** Appends a work to the list under `key`, creating the list on first use. */
function addTo<K>(groups: Map<K, CompositionSummary[]>, key: K, work: CompositionSummary): void {
  const list = groups.get(key);
  if (list === undefined) groups.set(key, [work]);
  else list.push(work);
}

/**
 * Every person's listed compositions in one role, sorted, keyed by person id: what
 * {@link compositionsOfPerson} gives for each person, in one pass over the catalogue, for
 * builds that render every person page.
 */
export function worksByPerson(
  works: readonly CompositionSummary[],
  kind: PersonKind,
): Map<number, CompositionSummary[]> {
  const groups = new Map<number, CompositionSummary[]>();
  for (const work of sortWorks(works.filter(isListedComposition))) {
    for (const id of new Set(peopleInRole(work, kind))) addTo(groups, id, work);
  }
  return groups;
}
