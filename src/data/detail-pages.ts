import type { PageDependencies, Stored } from '#lib/build/page-keys.ts';
import { pageKeys } from './page-cache-key.ts';

/**
 * The `getStaticPaths` entries of pages that each draw one thing (a concert, a person's works),
 * from what each page declares it depends on: the build works out from it when to render the page
 * again (src/data/page-cache-key.ts), so the pages need not know how it does.
 */

/** A stored entity with a page of its own at `…/{identifier}`. */
export interface EntityWithPage extends Stored {
  readonly identifier: string;
}

/** What a detail page declares: which entities have a page, where, and what each page shows. */
export interface DetailPageDeclaration<E extends EntityWithPage, P> {
  /** The entities with a page; each one's stored data is what its page shows first. */
  readonly entries: readonly E[];
  /** The page's path relative to the base path (src/lib/catalog/routes.ts). */
  readonly path: (identifier: string) => string;
  /** The data the page's links are drawn from: the entity's data, or its record when the page reads that. */
  readonly linksIn: (entry: E) => unknown;
  /** Other entities the page shows besides its own (a concert's works' summaries). */
  readonly alsoShows?: (entry: E) => readonly Stored[];
  /** What the page is handed to render (nothing, `{}`, when it reads its record itself). */
  readonly props: (entry: E) => P;
}

/** A page with its route parameters, its props and what it depends on. */
export interface DependentPage<Params, P> {
  readonly params: Params;
  readonly props: P;
  readonly dependsOn: PageDependencies;
}

/** The entries of pages that declare what they depend on, as `getStaticPaths` returns them. */
export async function pagesDependingOn<Params, P>(
  pages: readonly DependentPage<Params, P>[],
): Promise<{ params: Params; props: P; cacheKey: string }[]> {
  const keyOf = await pageKeys();
  return pages.map(({ params, props, dependsOn }) => ({ params, props, cacheKey: keyOf(dependsOn) }));
}

/** The entries of a detail page, `/…/[identifier]`, one for each entity it declares. */
export async function detailPages<E extends EntityWithPage, P>(
  page: DetailPageDeclaration<E, P>,
): Promise<{ params: { identifier: string }; props: P; cacheKey: string }[]> {
  return pagesDependingOn(
    page.entries.map((entry) => ({
      params: { identifier: entry.identifier },
      props: page.props(entry),
      dependsOn: {
        entity: entry,
        path: page.path(entry.identifier),
        linksIn: page.linksIn(entry),
        alsoShows: page.alsoShows?.(entry),
      },
    })),
  );
}
