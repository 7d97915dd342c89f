import type { CompositionSummary, Person } from '../api/contract.ts';
import { categoryList } from './categories.ts';
import { compositionsForView, worksByPerson } from './compositions.ts';
import { categoryItem, personItem, workItem } from './listing-items.ts';
import type { ListingItem } from './listing-items.ts';
import { peopleOfKind } from './people-lists.ts';
import type { ViewBy } from './view-by.ts';

/** What one compositions view lists (rules §2), row by row, with the words its page uses. */
export interface CompositionsViewList {
  /** In the view's order: works by composer then title, people by sort name, categories by title. */
  readonly items: ListingItem[];
  /** The singular and plural of what is listed, for the count: 'composition', 'compositions'. */
  readonly noun: readonly [string, string];
  /** The table's column headings. */
  readonly columns: readonly [string, string];
}

/** The rows of the compositions view `viewBy`: people, categories or compositions. */
export function compositionsViewList(
  catalog: { readonly compositions: readonly CompositionSummary[]; readonly people: readonly Person[] },
  viewBy: ViewBy,
): CompositionsViewList {
  if (viewBy === 'composer' || viewBy === 'performer' || viewBy === 'conductor') {
    const works = worksByPerson(catalog.compositions, viewBy);
    const items = peopleOfKind(catalog.people, catalog.compositions, viewBy).map((person) =>
      personItem(person, viewBy, works.get(person.id)?.length ?? 0),
    );
    return { items, noun: [viewBy, `${viewBy}s`], columns: ['Name', 'Compositions'] };
  }
  if (viewBy === 'genre' || viewBy === 'nationality') {
    const items = categoryList(catalog.compositions, viewBy).map((category) => categoryItem(category, viewBy));
    return {
      items,
      noun: viewBy === 'genre' ? ['genre', 'genres'] : ['nationality', 'nationalities'],
      columns: [viewBy === 'genre' ? 'Genre' : 'Nationality', 'Compositions'],
    };
  }
  const items = compositionsForView(catalog.compositions, viewBy).map(workItem);
  return { items, noun: ['composition', 'compositions'], columns: ['Title', 'Composer'] };
}
