import type { PersonKind } from '../api/contract.ts';
import { segment } from './routes.ts';

/** Every way the compositions list can be viewed (rules §2), in menu order. */
export const VIEW_BYS = [
  'all',
  'video',
  'audio',
  'composer',
  'performer',
  'conductor',
  'genre',
  'nationality',
  'premieres',
] as const;

/** A compositions list view; `premieres` is the orchestra's own premieres. */
export type ViewBy = (typeof VIEW_BYS)[number];

/** Views that list compositions. */
export type CompositionsViewBy = 'all' | 'video' | 'audio' | 'premieres';

/** Views that list categories. */
export type CategoryKind = 'genre' | 'nationality';

/** What a view lists. */
export type ListKind = 'people' | 'categories' | 'compositions';

/** One row of the viewBy table. */
export interface ViewByEntry {
  readonly viewBy: ViewBy;
  /** The list's heading and page title. */
  readonly title: string;
  readonly listKind: ListKind;
  /** The list's path, relative to the base path. */
  readonly path: string;
}

const FIXED_TITLES: Readonly<Record<Exclude<ViewBy, 'premieres'>, string>> = {
  all: 'Compositions',
  video: 'Compositions with Video',
  audio: 'Compositions with Audio',
  composer: 'Composers',
  performer: 'Performers',
  conductor: 'Conductors',
  genre: 'Genres',
  nationality: 'Nationalities',
};

const LIST_KINDS: Readonly<Record<ViewBy, ListKind>> = {
  all: 'compositions',
  video: 'compositions',
  audio: 'compositions',
  premieres: 'compositions',
  composer: 'people',
  performer: 'people',
  conductor: 'people',
  genre: 'categories',
  nationality: 'categories',
};

/** True when a URL segment names a view. */
export function isViewBy(value: string): value is ViewBy {
  return (VIEW_BYS as readonly string[]).includes(value);
}

/**
 * The premieres view's title. The spec leaves it open; it names the orchestra, which
 * comes from configuration: 'Saint Paul Chamber Orchestra Premieres'. This form reads
 * well whether or not the configured name starts with 'The'.
 */
export function premieresTitle(orchestraName: string): string {
  return `${orchestraName.trim()} Premieres`;
}

/**
 * A view's list path: `/compositions` for all (the spec's exact route; `/compositions/by/all`
 * shows the same list), `/compositions/by/{viewBy}` for the others.
 */
export function compositionsListPath(viewBy: ViewBy): string {
  return viewBy === 'all' ? '/compositions' : `/compositions/by/${viewBy}`;
}

/** The table row of one view. */
export function viewByEntry(viewBy: ViewBy, orchestraName: string): ViewByEntry {
  const title = viewBy === 'premieres' ? premieresTitle(orchestraName) : FIXED_TITLES[viewBy];
  return { viewBy, title, listKind: LIST_KINDS[viewBy], path: compositionsListPath(viewBy) };
}

/** The whole viewBy table of rules §2, in menu order. */
export function viewByTable(orchestraName: string): ViewByEntry[] {
  return VIEW_BYS.map((viewBy) => viewByEntry(viewBy, orchestraName));
}

/** A person page or category list path: `/compositions/{kind}/{identifier}`. */
export function categoryPath(kind: PersonKind | CategoryKind, identifier: string): string {
  return `/compositions/${kind}/${segment(identifier)}`;
}

/**
 * The view a person or category route fixes (rules §2): its own kind, except nationality,
 * which the spec fixes to genre ("viewBy fixed to genre (as shown)").
 */
export function viewByOfCategoryRoute(kind: PersonKind | CategoryKind): ViewBy {
  return kind === 'nationality' ? 'genre' : kind;
}
